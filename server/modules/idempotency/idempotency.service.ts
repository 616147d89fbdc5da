import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { IdempotencyStore } from '../../idempotency-store';
import { deleteExpiredKeys, deleteUnansweredKey, findKey, insertClaim, saveAnswer, takeOverClaim } from './idempotency.repository';

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
/** Far longer than any request runs: a claim this old without an answer was left by a process that died. */
export const ABANDONED_CLAIM_MS = 2 * 60 * 1000;

/** Keys in the database: the (account, key) primary key decides which of concurrent retries runs. */
export function createIdempotencyStore(deps: { db: Database; clock: Clock }): IdempotencyStore {
  return {
    async claim(userId, key, requestHash) {
      const now = deps.clock.now();
      // Expired keys go first (indexed by time), so a key older than a day is free to use again.
      await deleteExpiredKeys(deps.db, new Date(now.getTime() - TTL_MS));
      if (await insertClaim(deps.db, { userId, key, requestHash, createdAt: now })) return { kind: 'claimed', claimedAt: now };
      const row = await findKey(deps.db, userId, key);
      // Released between our insert and this read: try again.
      if (!row) return { kind: 'pending' };
      if (row.requestHash !== requestHash) return { kind: 'mismatch' };
      if (row.status !== null) return { kind: 'done', status: row.status, answer: row.answer };
      // The answer is kept in the request's own transaction, so an unanswered claim this old changed nothing.
      const abandoned = now.getTime() - row.createdAt.getTime() > ABANDONED_CLAIM_MS;
      if (abandoned && (await takeOverClaim(deps.db, userId, key, row.createdAt, now))) return { kind: 'claimed', claimedAt: now };
      return { kind: 'pending' };
    },
    async complete(claim, status, answer, db = deps.db) {
      if (!(await saveAnswer(db, claim, status, answer))) {
        throw new Error(`The Idempotency-Key claim of ${claim.userId} was taken over before its answer was kept`);
      }
    },
    release: (userId, key) => deleteUnansweredKey(deps.db, userId, key),
  };
}
