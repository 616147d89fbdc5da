import { createHash } from 'node:crypto';
import { errorCodes } from '../../contract';
import type { Executor } from '../db/database';
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
 * Keeps a request's answer inside the transaction that makes its changes, so the two commit together: a process
 * that dies right after the commit still leaves the answer for a retry to replay.
 */
export type RecordAnswer = (tx: Executor, status: number, answer: unknown) => Promise<void>;

/**
 * Runs `produce` once per (account, key): the first request runs it and its answer is kept; a retry, concurrent or
 * later, answers that answer without running anything; the same key with another request is refused. A producer
 * that changes data in a transaction records its answer there with `record`; otherwise it is kept afterwards.
 */
export async function once(
  store: IdempotencyStore,
  request: { userId: string; key: string; hash: string },
  produce: (record: RecordAnswer) => Promise<{ status: number; answer: unknown }>,
): Promise<{ status: number; answer: unknown; isReplay: boolean }> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const claim = await store.claim(request.userId, request.key, request.hash);
    switch (claim.kind) {
      case 'claimed': {
        const held = { userId: request.userId, key: request.key, claimedAt: claim.claimedAt };
        let recorded = false;
        const record: RecordAnswer = async (tx, status, answer) => {
          await store.complete(held, status, answer, tx);
          recorded = true;
        };
        let result: { status: number; answer: unknown };
        try {
          result = await produce(record);
        } catch (error) {
          // Only an unanswered claim is released: a kept answer means the changes committed, and a retry replays it.
          await store.release(request.userId, request.key);
          throw error;
        }
        if (!recorded) await store.complete(held, result.status, result.answer);
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
