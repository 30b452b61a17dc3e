import { DEFAULT_ERROR_MESSAGES, type ErrorCode } from '@shop/shared/errors';

/** An expected failure with its HTTP status and the Russian message the user sees. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message?: string, fields?: Record<string, string>) {
    return new AppError('VALIDATION_FAILED', 400, message, fields);
  }
  static notFound(code: ErrorCode = 'NOT_FOUND', message?: string) {
    return new AppError(code, 404, message);
  }
  static conflict(message?: string) {
    return new AppError('CONFLICT', 409, message);
  }
}
