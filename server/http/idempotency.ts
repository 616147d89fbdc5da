import { createHash } from 'node:crypto';
import { errorCodes } from '../../contract';
import { HttpError } from '../http-error';
import type { IdempotencyStore } from '../idempotency-store';

export type { IdempotencyStore } from '../idempotency-store';

/** How long a retry waits for the first request with its key to finish before it is told to come back. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 25;

export function requestHash(callName: string, input: unknown): string {
  return createHash('sha256').update(callName).update('\n').update(JSON.stringify(input)).digest('hex');
}

/**
 * Runs `produce` once per (account, key): the first request runs it and its answer is kept; a retry, concurrent or
 * later, answers that answer without running anything; the same key with another request is refused.
 */
export async function once(
  store: IdempotencyStore,
  request: { userId: string; key: string; hash: string },
  produce: () => Promise<{ status: number; answer: unknown }>,
): Promise<{ status: number; answer: unknown; isReplay: boolean }> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claim = await store.claim(request.userId, request.key, request.hash);
    switch (claim.kind) {
      case 'claimed': {
        let result: { status: number; answer: unknown };
        try {
          result = await produce();
        } catch (error) {
          await store.release(request.userId, request.key);
          throw error;
        }
        await store.complete(request.userId, request.key, result.status, result.answer);
        return { ...result, isReplay: false };
      }
      case 'done':
        return { status: claim.status, answer: claim.answer, isReplay: true };
      case 'mismatch':
        throw new HttpError(
          errorCodes.idempotencyKeyMismatch,
          'This Idempotency-Key was used with a different request. Use a new key for a new request.',
        );
      case 'pending':
        if (Date.now() > deadline) {
          throw new HttpError(errorCodes.idempotencyKeyInUse, 'A request with this Idempotency-Key is still running. Try again shortly.');
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
