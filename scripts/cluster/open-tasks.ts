import { Client } from 'pg';

/** Tasks still queued or running, per user: the load keeps each user under the tier's limit with it. */
async function openTasksByUser(client: Client, userIds: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ user_id: string; count: number }>(
    `select user_id, count(*)::int as count from generation_tasks where user_id = any($1) and status in ('queued', 'running') group by user_id`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.count]));
}

export interface OpenTasks {
  /** The user's tasks still queued or running, as last read (every 100 ms). */
  of(userId: string): number;
  /** Reads afresh: true once none of the users has a task left unfinished. */
  allEnded(): Promise<boolean>;
  stop(): Promise<void>;
}

/** Watches the users' unfinished tasks straight in the database (a test or bench has the cluster's database). */
export async function watchOpenTasks(databaseUrl: string, userIds: string[]): Promise<OpenTasks> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let open = new Map<string, number>();
  const polling = setInterval(() => {
    openTasksByUser(client, userIds).then(
      (counts) => (open = counts),
      () => undefined,
    );
  }, 100);
  return {
    of: (userId) => open.get(userId) ?? 0,
    allEnded: async () => [...(await openTasksByUser(client, userIds)).values()].every((count) => count === 0),
    async stop() {
      clearInterval(polling);
      await client.end();
    },
  };
}
