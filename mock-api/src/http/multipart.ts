import type { Request, Response } from 'express';
import multer from 'multer';
import type { z } from 'zod';
import { AppError } from '../app-error';

/** How one upload call's multipart body is read: its file part, its limits and its text fields. */
export interface MultipartForm {
  /** The part the file (or files) travel in. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The answer to a file over maxFileBytes: each call keeps its own wording and status. */
  fileTooLarge: () => AppError;
  /** The text fields, whose own limits a value over the read limit is told. */
  fields: z.ZodObject;
  maxFields: number;
  /**
   * Bytes a text value may hold while the body is read; set above every field's own limit at four
   * bytes a character, so a value it stops is one the field's schema refuses too.
   */
  maxFieldBytes: number;
  /** Checks each file as it arrives (its name, its type); throws an AppError to refuse it. */
  checkFile?: (file: Express.Multer.File) => void;
}

const refusal = (field: string, message: string) =>
  new AppError('ValidationError', `Invalid ${field}: ${message}`, 400, [{ path: field, message }]);

/** A file name with a NUL or another control character is a malformed part: refused, never stored (cleaned). */
function assertCleanFileName(name: string, field: string): void {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw refusal(field, 'the file name holds a control character');
}

/** The field's own limit, as its schema states it for an over-long value; the read limit when the form has no such field. */
function tooLongReason(form: MultipartForm, field: string): string {
  const probe = form.fields.shape[field]?.safeParse('x'.repeat(form.maxFieldBytes + 1));
  return probe && !probe.success ? probe.error.issues[0]!.message : `must be at most ${form.maxFieldBytes} bytes`;
}

/**
 * What a multipart reader's error becomes, each naming the field at fault ('body' when no one
 * part is): the limits multer names, and a body the reader could not make sense of (a broken
 * part header, a truncated body, a NUL in a name), which names the file part. 400, never 500.
 */
export function multipartRefusal(error: unknown, form: MultipartForm): AppError {
  if (error instanceof AppError) return error;
  const fileCount = () => refusal(form.fileField, form.maxFiles === 1 ? 'send one file' : `send at most ${form.maxFiles} files`);
  if (error instanceof multer.MulterError) {
    const field = error.field ?? 'body';
    // As a string: multer 2 has codes its types do not list yet.
    switch (error.code as string) {
      case 'LIMIT_FILE_SIZE':
        return form.fileTooLarge();
      case 'LIMIT_FILE_COUNT':
        return fileCount();
      case 'LIMIT_UNEXPECTED_FILE':
        // multer names the file part itself when it holds more files than the form takes.
        if (field === form.fileField) return fileCount();
        return refusal(field, `not a file field (send the ${form.maxFiles === 1 ? 'file' : 'files'} as \`${form.fileField}\`)`);
      case 'LIMIT_FIELD_VALUE':
        return refusal(field, tooLongReason(form, field));
      case 'LIMIT_FIELD_COUNT':
        return refusal('body', `must have at most ${form.maxFields} fields`);
      case 'LIMIT_PART_COUNT':
        return refusal('body', 'has too many parts');
      case 'LIMIT_FIELD_KEY':
        return refusal('body', 'a field name is longer than 100 characters');
      case 'MISSING_FIELD_NAME':
        return refusal('body', 'a part has no field name');
      case 'LIMIT_FIELD_NESTING':
      case 'LIMIT_FIELD_ARRAY_INDEX':
      case 'INVALID_FIELD_NAME':
        return refusal(field, 'is not a field name the form can hold');
    }
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new AppError('ValidationError', `Invalid ${form.fileField}: the multipart body could not be read (${reason})`, 400, [
    { path: form.fileField, message: 'the multipart body could not be read' },
  ]);
}

/**
 * Reads one upload call's multipart body: the text fields into req.body, the files held in memory
 * (bounded) until the fields are valid. Every refusal is a 400 naming its field (multipartRefusal).
 */
export function multipartReader(form: MultipartForm): (req: Request, res: Response) => Promise<Express.Multer.File[]> {
  const parse = multer({
    storage: multer.memoryStorage(),
    // Browsers send a file name's UTF-8 bytes as they are ('名前.csv'); busboy's default would read them as Latin-1.
    defParamCharset: 'utf8',
    limits: { fileSize: form.maxFileBytes, files: form.maxFiles, fields: form.maxFields, fieldSize: form.maxFieldBytes },
    fileFilter: (_req, file, accept) => {
      try {
        assertCleanFileName(file.originalname, form.fileField);
        form.checkFile?.(file);
        accept(null, true);
      } catch (error) {
        accept(error as Error);
      }
    },
  }).array(form.fileField, form.maxFiles);
  return (req, res) =>
    new Promise((resolve, reject) =>
      parse(req, res, (error: unknown) =>
        error ? reject(multipartRefusal(error, form)) : resolve((req.files as Express.Multer.File[] | undefined) ?? []),
      ),
    );
}
