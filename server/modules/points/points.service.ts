import {
  errorCodes,
  ledgerEntryMessage,
  type MessageParams,
  type PeopleMessage,
  type PointsHistoryEntry,
  type TaskPoints,
} from '../../../contract';
import type { Clock } from '../../clock';
import type { Database, Executor, Transaction } from '../../db/database';
import type { PointLedgerRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import {
  applyLedgerEntry,
  countEntries,
  findAccountBalance,
  findEntriesByIdempotencyKeys,
  findEntryByIdempotencyKey,
  findUserAccount,
  InsufficientPointsError,
  insertUserAccount,
  listEntries,
  lockAccount,
  lockUserAccount,
} from './points.repository';

/** A ledger line's text as the ledger stores it: the English words, and the code and values to translate. */
export function ledgerText(message: PeopleMessage): Pick<PointsChange, 'description' | 'code' | 'params'> {
  return { description: message.text, code: message.code, params: message.params };
}

/** A new user's account, with the starting grant credited through the ledger like every other change. */
export async function openUserAccount(tx: Transaction, options: { userId: string; startingPoints: number; now: Date }): Promise<string> {
  const accountId = await insertUserAccount(tx, options.userId, options.now);
  if (options.startingPoints > 0) {
    await applyLedgerEntry(tx, {
      accountId,
      amount: options.startingPoints,
      ...ledgerText(ledgerEntryMessage('welcome_points')),
      reference: `user:${options.userId}`,
      idempotencyKey: `starting-grant:${options.userId}`,
      createdAt: options.now,
    });
  }
  return accountId;
}

/** Where a change is written: its own transaction, a savepoint of the caller's `tx`, or the caller's transaction itself. */
type ChangePlace = { tx?: Executor | undefined } | { within: Transaction };

const insufficientPoints = () => new HttpError(errorCodes.insufficientPoints, 'You do not have enough points.');

export interface PointsChange {
  /** The English text; with `code`, the browser shows a translation instead (contract's ledgerEntryTexts). */
  description: string;
  code?: string | null;
  params?: MessageParams | null;
  /** What the change is about, e.g. `task:<id>` or `payment:<id>`. */
  reference?: string | null;
  /** Globally unique per intended change, e.g. `task:<id>:debit`: a retry with the same key applies once. */
  idempotencyKey: string;
}

export interface PointsResult {
  entry: PointLedgerRow;
  /** The account's balance after this call (for a replay: now, since the original change). */
  balance: number;
  /** True when the key had been applied before and nothing changed this time. */
  replayed: boolean;
}

/** Amounts come from our own code (costs, plans), never straight from a request: a bad one is a bug. */
function positive(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`A points amount is a positive integer, not ${amount}`);
  return amount;
}

export function createPointsService(deps: { db: Database; clock: Clock }) {
  /**
   * One change, in its own transaction or, when `tx` is given, in a savepoint of the caller's: a refused debit
   * then leaves no ledger row behind even if the caller catches the error. With `within`, in the caller's
   * transaction itself, for a caller that lets a refusal roll it back whole.
   */
  async function change(accountId: string, signedAmount: number, input: PointsChange, place: ChangePlace = {}): Promise<PointsResult> {
    const apply = (tx: Transaction) => applyLedgerEntry(tx, { accountId, amount: signedAmount, ...input, createdAt: deps.clock.now() });
    const outcome = await ('within' in place ? apply(place.within) : (place.tx ?? deps.db).transaction(apply)).catch((error: unknown) => {
      throw error instanceof InsufficientPointsError ? insufficientPoints() : error;
    });
    if (outcome.status === 'applied') return { entry: outcome.entry, balance: outcome.balance, replayed: false };
    const db = 'within' in place ? place.within : (place.tx ?? deps.db);
    const original = await findEntryByIdempotencyKey(db, input.idempotencyKey);
    if (!original || original.accountId !== accountId || original.amount !== signedAmount) {
      // The same key for a different change is a bug in the caller; applying either silently would hide it.
      throw new Error(`Idempotency key ${input.idempotencyKey} was already used for a different points change`);
    }
    return { entry: original, balance: (await findAccountBalance(db, accountId)) ?? 0, replayed: true };
  }

  return {
    openUserAccount,
    /** The user's own account; a team's pool will have its own lookup once teams exist. */
    accountOf: (userId: string, db: Executor = deps.db) => findUserAccount(db, userId),
    accountBalance: async (accountId: string, db: Executor = deps.db) => (await findAccountBalance(db, accountId)) ?? 0,
    /** Holds the account's row lock until `tx` ends: charges against it then happen one after another. */
    lockAccount,
    /** The user's own account, locked as lockAccount locks it, in the one statement that finds it. */
    lockUserAccount,
    credit: async (accountId: string, amount: number, input: PointsChange, tx?: Executor) =>
      change(accountId, positive(amount), input, { tx }),
    /** Throws 402 insufficient_points when the balance does not cover `amount`; nothing is written then. */
    debit: async (accountId: string, amount: number, input: PointsChange, tx?: Executor) =>
      change(accountId, -positive(amount), input, { tx }),
    /**
     * A debit in `tx` itself, without the savepoint `debit` takes (two statements fewer on a run's way to its
     * job): for a caller whose transaction a refusal (402 insufficient_points) rolls back whole.
     */
    debitWithin: async (tx: Transaction, accountId: string, amount: number, input: PointsChange) =>
      change(accountId, -positive(amount), input, { within: tx }),

    /**
     * What a task cost and what came back, read from the ledger itself (its debit and its refund, by their
     * idempotency keys): the ledger is the one record of points, so nothing here can drift from it.
     */
    async taskPoints(taskId: string, db: Executor = deps.db): Promise<TaskPoints> {
      const rows = await findEntriesByIdempotencyKeys(db, [`task:${taskId}:debit`, `task:${taskId}:refund`]);
      const sum = (kind: 'debit' | 'credit') =>
        rows.filter((row) => row.kind === kind).reduce((total, row) => total + Math.abs(row.amount), 0);
      return {
        charged: sum('debit'),
        refunded: sum('credit'),
        entries: rows.map((row) => ({
          id: String(row.id),
          transaction_type: row.kind,
          amount: Math.abs(row.amount),
          transaction_date: row.createdAt.toISOString(),
        })),
      };
    },

    async balance(userId: string) {
      return { points_balance: (await findUserAccount(deps.db, userId))?.balance ?? 0 };
    },

    async history(userId: string, page: { page: number; per_page: number }) {
      const account = await findUserAccount(deps.db, userId);
      const total = account ? await countEntries(deps.db, account.id) : 0;
      const offset = (page.page - 1) * page.per_page;
      const rows = account && offset < total ? await listEntries(deps.db, account.id, { limit: page.per_page, offset }) : [];
      return {
        history: rows.map((row) => toHistoryEntry(row.entry, row.mediaId)),
        pagination: {
          current_page: page.page,
          per_page: page.per_page,
          total_pages: Math.ceil(total / page.per_page),
          total_items: total,
        },
      };
    },
  };
}

const taskReference = /^task:([0-9a-f-]{36})$/i;

function toHistoryEntry(row: PointLedgerRow, mediaId: string | null): PointsHistoryEntry {
  return {
    task_id: taskReference.exec(row.reference ?? '')?.[1] ?? null,
    media_id: mediaId,
    id: String(row.id),
    transaction_type: row.kind,
    amount: Math.abs(row.amount),
    description: row.description,
    transaction_date: row.createdAt.toISOString(),
    code: row.code,
    params: row.params,
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
