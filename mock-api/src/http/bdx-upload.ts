import { BDX_UPLOAD_MAX_BYTES } from '@kyubos/contracts';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { AppError } from '../app-error';
import { multipartReader } from './multipart';

/**
 * The reader of a bordereau upload: one `file` and the call's text fields (`fields`), as the
 * admin area (/createbrdxsamplefile) and the carrier portal (/createbybdx) send them; the file
 * is undefined when none was sent.
 */
export function bdxUploadReader(fields: z.ZodObject): (req: Request, res: Response) => Promise<{ originalName: string; content: Buffer } | undefined> {
  const read = multipartReader({
    fileField: 'file',
    maxFiles: 1,
    maxFileBytes: BDX_UPLOAD_MAX_BYTES,
    fileTooLarge: () => new AppError('FileTooLarge', 'The file is larger than 10 MB', 413),
    fields,
    maxFields: 20,
    maxFieldBytes: 1024,
  });
  return async (req, res) => {
    const [file] = await read(req, res);
    return file && { originalName: file.originalname, content: file.buffer };
  };
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
