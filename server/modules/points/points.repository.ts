import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { pointAccounts, pointLedger, type LedgerKind } from '../../db/schema';

export class InsufficientPointsError extends Error {
  override name = 'InsufficientPointsError';
}

export interface LedgerEntry {
  accountId: string;
  /** Signed: positive credits, negative debits. */
  amount: number;
  description: string;
  reference?: string | null;
  idempotencyKey: string;
  createdAt: Date;
}

export async function insertUserAccount(db: Executor, userId: string, createdAt: Date): Promise<string> {
  const [row] = await db.insert(pointAccounts).values({ ownerUserId: userId, createdAt }).returning({ id: pointAccounts.id });
  if (!row) throw new Error('Inserting a point account returned no row');
  return row.id;
}

export async function findUserBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.ownerUserId, userId))
    .limit(1);
  return row?.balance ?? 0;
}

/**
 * Writes the ledger row and moves the balance in the caller's transaction. A repeated idempotency key changes
 * nothing and answers 'duplicate'; a debit that would go below zero throws InsufficientPointsError.
 */
export async function applyLedgerEntry(tx: Transaction, entry: LedgerEntry): Promise<'applied' | 'duplicate'> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error('A ledger amount is a non-zero integer');
  const kind: LedgerKind = entry.amount > 0 ? 'credit' : 'debit';
  const inserted = await tx
    .insert(pointLedger)
    .values({ ...entry, reference: entry.reference ?? null, kind })
    .onConflictDoNothing({ target: pointLedger.idempotencyKey })
    .returning({ id: pointLedger.id });
  if (inserted.length === 0) return 'duplicate';
  const updated = await tx
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} + ${entry.amount}` })
    .where(and(eq(pointAccounts.id, entry.accountId), sql`${pointAccounts.balance} + ${entry.amount} >= 0`))
    .returning({ balance: pointAccounts.balance });
  if (updated.length === 0) throw new InsufficientPointsError('Not enough points in the account');
  return 'applied';
}
