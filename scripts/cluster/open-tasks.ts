import type { Client } from 'pg';

/** Tasks still queued or running, per user: the load keeps each user under the tier's limit with it. */
export async function openTasksByUser(client: Client, userIds: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ user_id: string; count: number }>(
    `select user_id, count(*)::int as count from generation_tasks where user_id = any($1) and status in ('queued', 'running') group by user_id`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.count]));
}
