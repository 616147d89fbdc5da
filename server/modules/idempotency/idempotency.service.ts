import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { IdempotencyStore } from '../../idempotency-store';
import { deleteExpiredKeys, deleteKey, findKey, insertClaim, saveAnswer } from './idempotency.repository';

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/** Keys in the database: the (account, key) primary key decides which of concurrent retries runs. */
export function createIdempotencyStore(deps: { db: Database; clock: Clock }): IdempotencyStore {
  return {
    async claim(userId, key, requestHash) {
      const now = deps.clock.now();
      // Expired keys go first (indexed by time), so a key older than a day is free to use again.
      await deleteExpiredKeys(deps.db, new Date(now.getTime() - TTL_MS));
      if (await insertClaim(deps.db, { userId, key, requestHash, createdAt: now })) return { kind: 'claimed' };
      const row = await findKey(deps.db, userId, key);
      // Released between our insert and this read: try again.
      if (!row) return { kind: 'pending' };
      if (row.requestHash !== requestHash) return { kind: 'mismatch' };
      if (row.status === null) return { kind: 'pending' };
      return { kind: 'done', status: row.status, answer: row.answer };
    },
    complete: (userId, key, status, answer) => saveAnswer(deps.db, userId, key, status, answer),
    release: (userId, key) => deleteKey(deps.db, userId, key),
  };
}
