import { DEFAULT_ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@shop/shared/errors';

/**
 * An expected failure: a stable code, the Russian message the user sees and, for forms, the message
 * of each field. The HTTP status comes from the code (`ERROR_STATUS` in shared/errors.ts).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
    /** sent as Retry-After (rate limits) */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
