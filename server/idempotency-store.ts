/** What the first request with a key did, as a later request with the same key learns it. */
export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'done'; status: number; answer: unknown } | { kind: 'pending' } | { kind: 'mismatch' };

/** Where Idempotency-Keys and their answers are kept: the router uses it, server/modules/idempotency implements it. */
export interface IdempotencyStore {
  /** Claims the key for this request, or tells what became of the request that claimed it first. */
  claim(userId: string, key: string, requestHash: string): Promise<IdempotencyClaim>;
  /** Keeps the answer to replay. */
  complete(userId: string, key: string, status: number, answer: unknown): Promise<void>;
  /** Forgets a key whose request failed: the failure changed nothing, so a retry may try again. */
  release(userId: string, key: string): Promise<void>;
}
