import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Logger } from '../logger';
import { isUniqueViolation } from '../db/record-table';

/**
 * Errors raised while reading a body (express.json, a bad Content-Encoding, a gzip body that does
 * not inflate) carry a 4xx status, and a `type` or `expose`.
 */
interface BodyParserError {
  status: number;
  type?: string;
  expose?: boolean;
}
const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  (typeof (error as BodyParserError).type === 'string' || (error as BodyParserError).expose === true) &&
  typeof (error as BodyParserError).status === 'number' &&
  (error as BodyParserError).status >= 400 &&
  (error as BodyParserError).status < 500;

/** PostgreSQL's data exceptions (class 22: bad text encoding, out of range...): the input, not the server, is at fault. */
const isDataException = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code ?? ''));

/** PostgreSQL's unique_violation, as both drivers report it. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body is too large',
  'encoding.unsupported': 'Unsupported request body encoding',
  'charset.unsupported': 'Unsupported request body charset',
};

/** The one place errors become answers: `{ message }`, plus `errors` for bad fields. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof AppError) {
      res.status(error.httpStatus).json(
        error.fieldErrors ? { message: error.message, errors: error.fieldErrors } : { message: error.message },
      );
      return;
    }
    if (isBodyParserError(error)) {
      // Too large stays 413; any other unreadable body (bad JSON, encoding or charset) is the caller's 400.
      const status = error.status === 413 ? 413 : 400;
      res.status(status).json({ message: BODY_PARSER_MESSAGES[error.type ?? ''] ?? 'The request body could not be read' });
      return;
    }
    // An address whose percent-escapes do not decode (the router's parameter, `/companydocument/%c0%ae`).
    if (error instanceof URIError) {
      res.status(400).json({ message: 'The address could not be read' });
      return;
    }
    // Two requests racing past a service's own duplicate check meet the database's unique index.
    if (isUniqueViolation(error)) {
      res.status(409).json({ message: 'A record with the same unique value already exists' });
      return;
    }
    if (isDataException(error)) {
      res.status(400).json({ message: 'Invalid input: a value cannot be stored as sent' });
      return;
    }
    logger.error(`${req.method} ${req.path} failed`, error, { reqId: (req as { id?: unknown }).id });
    res.status(500).json({ message: 'Something went wrong' });
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such call: ${req.method} ${req.path}` });
};
