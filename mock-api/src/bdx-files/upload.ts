import { BDX_UPLOAD_MAX_BYTES } from '@kyubos/contracts';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../app-error';

const upload = multer({
  storage: multer.memoryStorage(),
  // Browsers send a file name's UTF-8 bytes as they are ('名前.csv'); busboy's default would read them as Latin-1.
  defParamCharset: 'utf8',
  limits: { fileSize: BDX_UPLOAD_MAX_BYTES, files: 1, fields: 20, fieldSize: 1024 },
}).single('file');

/**
 * What a multipart reader's error becomes: the limits multer names, and a body the reader could
 * not make sense of (a broken part header, a truncated body, a NUL in a name) answered 400, never 500.
 */
export function multipartError(error: unknown, field: string, limitMessage: (error: multer.MulterError) => AppError): Error {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) return limitMessage(error);
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError('ValidationError', `Invalid ${field}: the multipart body could not be read (${reason})`, 400, [
    { path: field, message: 'the multipart body could not be read' },
  ]);
}

/** A file name with a NUL or another control character is a malformed part: refused, never stored (cleaned). */
export function assertCleanFileName(name: string, field: string): void {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw new AppError('ValidationError', `Invalid ${field}: the file name holds a control character`, 400, [
      { path: field, message: 'the file name holds a control character' },
    ]);
  }
}

/** Reads a multipart BDX upload (one `file` and text fields); multer's own errors become answers the form can show. */
export function parseBdxUpload(req: Request, res: Response): Promise<{ originalName: string; content: Buffer } | undefined> {
  return new Promise((resolve, reject) =>
    upload(req, res, (error: unknown) => {
      if (!error) {
        if (!req.file) return resolve(undefined);
        try {
          assertCleanFileName(req.file.originalname, 'file');
        } catch (refusal) {
          return reject(refusal as Error);
        }
        return resolve({ originalName: req.file.originalname, content: req.file.buffer });
      }
      reject(
        multipartError(error, 'file', (limit) =>
          limit.code === 'LIMIT_FILE_SIZE'
            ? new AppError('FileTooLarge', 'The file is larger than 10 MB', 413)
            : new AppError('ValidationError', `Invalid upload: ${limit.message}`, 400),
        ),
      );
    }),
  );
}

/**
 * Answers a stored file's bytes as a download, with the type checked and stored at upload (set
 * after the attachment header: express would otherwise derive it from the name).
 */
export function sendBdxFile(res: Response, file: { stream: NodeJS.ReadableStream; size: number; fileName: string; mimeType: string }): void {
  res.attachment(file.fileName);
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', String(file.size));
  file.stream.pipe(res);
}
