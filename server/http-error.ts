import { errorCodes, errorStatus, type ErrorCode } from '../contract';

export type ErrorStatus = (typeof errorStatus)[ErrorCode];

/** A 4xx answer we mean to give: its message is shown to the user as it is; the status follows the code. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export function unauthorized(message = 'Please log in to continue.'): HttpError {
  return new HttpError(errorCodes.unauthorized, message);
}

export function notFound(message = 'Not found.'): HttpError {
  return new HttpError(errorCodes.notFound, message);
}

/** A 429-style refusal carrying the wait both as `details.retry_after_seconds` and as a Retry-After header. */
export function retryLater(code: ErrorCode, message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(code, message, { retry_after_seconds: seconds }, { 'Retry-After': String(seconds) });
}
