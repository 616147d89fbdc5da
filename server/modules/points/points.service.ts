import type { Transaction } from '../../db/database';
import { applyLedgerEntry, insertUserAccount } from './points.repository';

export const STARTING_GRANT_DESCRIPTION = 'Welcome points';

/** A new user's account, with the starting grant credited through the ledger like every other change. */
export async function openUserAccount(
  tx: Transaction,
  options: { userId: string; startingPoints: number; now: Date },
): Promise<string> {
  const accountId = await insertUserAccount(tx, options.userId, options.now);
  if (options.startingPoints > 0) {
    await applyLedgerEntry(tx, {
      accountId,
      amount: options.startingPoints,
      description: STARTING_GRANT_DESCRIPTION,
      reference: `user:${options.userId}`,
      idempotencyKey: `starting-grant:${options.userId}`,
      createdAt: options.now,
    });
  }
  return accountId;
}
