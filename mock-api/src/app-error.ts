/** A field at fault in a request body. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * The business error: services throw it knowing nothing of HTTP; the error middleware
 * (http/error-handler.ts) answers its message with its status. Anything else that reaches the
 * middleware is a bug and answers 500.
 */
export class AppError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly httpStatus: number,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

export const unauthorized = (message: string) => new AppError('Unauthorized', message, 401);
export const forbidden = (message: string) => new AppError('Forbidden', message, 403);
export const notFound = (message: string) => new AppError('NotFound', message, 404);
