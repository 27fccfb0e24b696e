import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../app-error';
import type { Logger } from './logger';

/** Errors raised by express.json (body-parser) carry a 4xx status and a `type`. */
interface BodyParserError {
  status: number;
  type: string;
}
const isBodyParserError = (error: unknown): error is BodyParserError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as BodyParserError).type === 'string' &&
  typeof (error as BodyParserError).status === 'number' &&
  (error as BodyParserError).status >= 400 &&
  (error as BodyParserError).status < 500;

/** PostgreSQL's unique_violation, as both drivers report it. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

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
      res.status(error.status).json({ message: BODY_PARSER_MESSAGES[error.type] ?? 'Bad request' });
      return;
    }
    // Two requests racing past a service's own duplicate check meet the database's unique index.
    if (isUniqueViolation(error)) {
      res.status(409).json({ message: 'A record with the same unique value already exists' });
      return;
    }
    logger.error(`${req.method} ${req.path} failed`, error);
    res.status(500).json({ message: 'Something went wrong' });
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such call: ${req.method} ${req.path}` });
};
