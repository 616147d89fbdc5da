import { Client } from 'pg';

export interface Audit {
  tasks: number;
  complete: number;
  failed: number;
  unfinished: number;
  /** Tasks with more than one debit, or a debit that is not their cost. */
  chargedWrongly: number;
  /** Failed tasks without exactly one refund of their cost, and complete ones with any refund. */
  refundedWrongly: number;
  /** Accounts whose balance is not their starting points less the debits plus the refunds. */
  balancesOff: number;
  /** Tasks the abandoned keys started (there must be none). */
  tasksOfAbandonedKeys: number;
}

/** Reads, straight from the database, whether every task ended and every point moved exactly once. */
export async function auditTasks(databaseUrl: string, userIds: string[], startingPoints: number, abandonedKeys: string[]): Promise<Audit> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (text: string, values: unknown[]) => Number((await client.query(text, values)).rows[0]?.count ?? 0);
    const statuses = await client.query<{ status: string; count: number }>(
      'select status, count(*)::int as count from generation_tasks where user_id = any($1) group by status',
      [userIds],
    );
    const of = (status: string) => statuses.rows.find((row) => row.status === status)?.count ?? 0;
    const chargedWrongly = await one(
      `select count(*)::int as count from generation_tasks t
       where t.user_id = any($1) and (select coalesce(sum(-l.amount), 0) from point_ledger l
         where l.reference = 'task:' || t.id and l.kind = 'debit') <> t.cost
          or t.user_id = any($1) and (select count(*) from point_ledger l where l.reference = 'task:' || t.id and l.kind = 'debit') <> 1`,
      [userIds],
    );
    const refundedWrongly = await one(
      `select count(*)::int as count from generation_tasks t
       where t.user_id = any($1) and (select coalesce(sum(l.amount), 0) from point_ledger l
         where l.reference = 'task:' || t.id and l.kind = 'credit') <> case when t.status = 'failed' then t.cost else 0 end`,
      [userIds],
    );
    const balancesOff = await one(
      `select count(*)::int as count from point_accounts a
       where a.owner_user_id = any($1) and a.balance <> $2 + (select coalesce(sum(l.amount), 0) from point_ledger l
         where l.account_id = a.id and l.reference like 'task:%')`,
      [userIds, startingPoints],
    );
    const tasksOfAbandonedKeys = await one(
      `select count(*)::int as count from idempotency_keys where key = any($1) and status is not null`,
      [abandonedKeys],
    );
    const tasks = statuses.rows.reduce((sum, row) => sum + row.count, 0);
    return {
      tasks,
      complete: of('complete'),
      failed: of('failed'),
      unfinished: of('queued') + of('running'),
      chargedWrongly,
      refundedWrongly,
      balancesOff,
      tasksOfAbandonedKeys,
    };
  } finally {
    await client.end();
  }
}
