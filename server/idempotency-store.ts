import type { Executor, Transaction } from './db/database';

/**
 * Given to a service whose call came with an Idempotency-Key: it keeps the answer inside the transaction that makes
 * the call's changes, so a retry after a crash replays the answer instead of changing anything again.
 */
export type RecordAnswerIn<A> = (tx: Transaction, answer: A) => Promise<void>;

/** What the first request with a key did, as a later request with the same key learns it. */
type IdempotencyClaim =
  { kind: 'claimed'; claimedAt: Date } | { kind: 'done'; status: number; answer: unknown } | { kind: 'pending' } | { kind: 'mismatch' };

/** Where Idempotency-Keys and their answers are kept: the router uses it, server/modules/idempotency implements it. */
export interface IdempotencyStore {
  /**
   * Claims the key for this request, or tells what became of the request that claimed it first. A claim left
   * without an answer for longer than any request runs belonged to a process that died: it is taken over.
   */
  claim(userId: string, key: string, requestHash: string): Promise<IdempotencyClaim>;
  /**
   * Keeps the answer to replay. Given the request's own transaction, the answer commits or rolls back with what
   * the request changed. Throws when the claim was taken over meanwhile, which rolls that transaction back.
   */
  complete(claim: { userId: string; key: string; claimedAt: Date }, status: number, answer: unknown, db?: Executor): Promise<void>;
  /** Forgets a key whose request failed before an answer was kept: it changed nothing, so a retry may try again. */
  release(userId: string, key: string): Promise<void>;
}
