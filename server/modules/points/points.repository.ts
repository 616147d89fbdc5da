import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { MessageParams } from '../../../contract';
import type { Executor, Transaction } from '../../db/database';
import { mediaItems, pointAccounts, pointLedger, type LedgerKind, type PointLedgerRow } from '../../db/schema';

export class InsufficientPointsError extends Error {
  override name = 'InsufficientPointsError';
}

export interface LedgerEntry {
  accountId: string;
  /** Signed: positive credits, negative debits. */
  amount: number;
  description: string;
  /** What the line records, for the browser to translate; `description` is its English text. */
  code?: string | null;
  params?: MessageParams | null;
  reference?: string | null;
  idempotencyKey: string;
  createdAt: Date;
}

export type LedgerOutcome = { status: 'applied'; entry: PointLedgerRow; balance: number } | { status: 'duplicate' };

export async function insertUserAccount(db: Executor, userId: string, createdAt: Date): Promise<string> {
  const [row] = await db.insert(pointAccounts).values({ ownerUserId: userId, createdAt }).returning({ id: pointAccounts.id });
  if (!row) throw new Error('Inserting a point account returned no row');
  return row.id;
}

export async function findUserAccount(db: Executor, userId: string): Promise<{ id: string; balance: number } | null> {
  const [row] = await db
    .select({ id: pointAccounts.id, balance: pointAccounts.balance })
    .from(pointAccounts)
    .where(eq(pointAccounts.ownerUserId, userId))
    .limit(1);
  return row ?? null;
}

export async function findUserBalance(db: Executor, userId: string): Promise<number> {
  return (await findUserAccount(db, userId))?.balance ?? 0;
}

/**
 * Takes the account's row lock for the rest of the transaction, so concurrent runs against one account are
 * counted and debited one after another: the in-progress limit cannot be overrun by a burst of requests.
 */
export async function lockAccount(tx: Transaction, accountId: string): Promise<void> {
  await tx.select({ id: pointAccounts.id }).from(pointAccounts).where(eq(pointAccounts.id, accountId)).for('update');
}

/** The user's own account, found and locked in one statement (lockAccount's lock); null when they have none. */
export async function lockUserAccount(tx: Transaction, userId: string): Promise<{ id: string } | null> {
  const [row] = await tx.select({ id: pointAccounts.id }).from(pointAccounts).where(eq(pointAccounts.ownerUserId, userId)).for('update');
  return row ?? null;
}

export async function findAccountBalance(db: Executor, accountId: string): Promise<number | null> {
  const [row] = await db.select({ balance: pointAccounts.balance }).from(pointAccounts).where(eq(pointAccounts.id, accountId));
  return row?.balance ?? null;
}

export async function findEntryByIdempotencyKey(db: Executor, idempotencyKey: string): Promise<PointLedgerRow | null> {
  const [row] = await db.select().from(pointLedger).where(eq(pointLedger.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

/** The ledger lines written under these idempotency keys, oldest first (read through the keys' unique index). */
export function findEntriesByIdempotencyKeys(db: Executor, keys: string[]): Promise<PointLedgerRow[]> {
  return db
    .select()
    .from(pointLedger)
    .where(inArray(pointLedger.idempotencyKey, keys))
    .orderBy(asc(pointLedger.createdAt), asc(pointLedger.id));
}

/**
 * One page of an account's ledger, newest first (the identity breaks ties between rows of the same instant),
 * each line with the first creation of the task it is about, if any is left.
 */
export function listEntries(
  db: Executor,
  accountId: string,
  page: { limit: number; offset: number },
): Promise<Array<{ entry: PointLedgerRow; mediaId: string | null }>> {
  return db
    .select({ entry: pointLedger, mediaId: mediaItems.id })
    .from(pointLedger)
    .leftJoin(
      mediaItems,
      and(
        sql`${pointLedger.reference} like 'task:%'`,
        sql`${mediaItems.taskId}::text = substr(${pointLedger.reference}, 6)`,
        eq(mediaItems.outputIndex, 0),
      ),
    )
    .where(eq(pointLedger.accountId, accountId))
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEntries(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pointLedger).where(eq(pointLedger.accountId, accountId));
  return row?.n ?? 0;
}

/**
 * Writes the ledger row and moves the balance in the caller's transaction. A repeated idempotency key changes
 * nothing and answers 'duplicate'; a debit that would go below zero throws InsufficientPointsError. The
 * balance moves by one guarded UPDATE: it takes the row lock and re-checks the guard after any concurrent
 * change, so parallel debits cannot overspend (the CHECK on the column is the last line behind it).
 */
export async function applyLedgerEntry(tx: Transaction, entry: LedgerEntry): Promise<LedgerOutcome> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error('A ledger amount is a non-zero integer');
  const kind: LedgerKind = entry.amount > 0 ? 'credit' : 'debit';
  // Inserted first: a parallel transaction with the same key waits here for this one, then sees the duplicate.
  const [inserted] = await tx
    .insert(pointLedger)
    .values({ ...entry, code: entry.code ?? null, params: entry.params ?? null, reference: entry.reference ?? null, kind })
    .onConflictDoNothing({ target: pointLedger.idempotencyKey })
    .returning();
  if (!inserted) return { status: 'duplicate' };
  const [updated] = await tx
    .update(pointAccounts)
    .set({ balance: sql`${pointAccounts.balance} + ${entry.amount}` })
    .where(and(eq(pointAccounts.id, entry.accountId), sql`${pointAccounts.balance} + ${entry.amount} >= 0`))
    .returning({ balance: pointAccounts.balance });
  if (!updated) throw new InsufficientPointsError('Not enough points in the account');
  return { status: 'applied', entry: inserted, balance: updated.balance };
}
