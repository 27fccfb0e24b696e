import { BDX_UPLOAD_MAX_BYTES } from '@kyubos/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../app-error';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: BDX_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024 },
}).single('file');

/** Reads a multipart BDX upload (one `file` and text fields); multer's own errors become answers the form can show. */
export function parseBdxUpload(req: Request, res: Response): Promise<{ originalName: string; content: Buffer } | undefined> {
  return new Promise((resolve, reject) =>
    upload(req, res, (error: unknown) => {
      if (!error) return resolve(req.file ? { originalName: req.file.originalname, content: req.file.buffer } : undefined);
      if (error instanceof multer.MulterError) {
        return reject(
          error.code === 'LIMIT_FILE_SIZE'
            ? new AppError('FileTooLarge', 'The file is larger than 10 MB', 413)
            : new AppError('ValidationError', `Invalid upload: ${error.message}`, 400),
        );
      }
      reject(error instanceof Error ? error : new Error(String(error)));
    }),
  );
}

/** Answers a stored file's bytes as a download. */
export function sendBdxFile(res: Response, file: { stream: NodeJS.ReadableStream; size: number; fileName: string; mimeType: string }): void {
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(file.size));
  res.attachment(file.fileName);
  file.stream.pipe(res);
}
