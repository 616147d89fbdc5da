import type { ErrorBody } from '@contract/browser';

/** A non-OK answer: keeps the status and the `{ message, code, details }` body (spec part 1 §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    // The English fallback is for logs; screens show a translated message through `errorMessage`.
    super(body?.message || 'An error occurred');
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  /** Whether the server sent a message of its own (screens show it; otherwise their own fallback). */
  get hasServerMessage(): boolean {
    return Boolean(this.body?.message);
  }

  detail<T = unknown>(key: string): T | undefined {
    return this.body?.details?.[key] as T | undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
