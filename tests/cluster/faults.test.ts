import { describe, expect, inject, it } from 'vitest';
import { followTaskEvents } from './event-stream';
import { CLUSTER_TEST_SETTINGS } from './global-setup';
import { watchOpenTasks } from '../../scripts/cluster/open-tasks';
import { auditTasks } from './ledger-audit';
import { runSteadyLoad } from '../../scripts/cluster/steady-load';
import { call, signedInUser } from '../../scripts/cluster/studio-client';
import { control } from './control';

const cluster = inject('cluster');

const TASKS = 200;
const PER_SECOND = 12;
const USERS = 4;
/** Under the Enterprise tier's 16 at once, with room for the runs still in flight when the count is read. */
const MAX_OPEN_PER_USER = 10;
/** The faults strike once this many tasks have been submitted; the processes come back this long after. */
const STRIKE_AT = 50;
const DOWN_MS = 1500;
const SETTLE_TIMEOUT_MS = 60_000;

describe('faults under a steady load of generations', () => {
  it('loses no task, charges none twice and refunds every failure when an API process and a worker are killed mid-run', async () => {
    // Every process up, whatever ran before (the drain test leaves one starting again).
    await Promise.all([...cluster.apis, ...cluster.workers].map((member) => control(cluster.controlUrl, 'start', member.name)));
    const users = await Promise.all(Array.from({ length: USERS }, (_, index) => signedInUser(cluster.proxyUrl, `load${index}`)));
    const userIds = await Promise.all(
      users.map(async (user) => (await call<{ id: string }>(cluster.proxyUrl, '/api/v1/user/me', { token: user.token })).body.id),
    );
    const streams = users.map((user) => followTaskEvents(cluster.proxyUrl, user.token));
    await Promise.all(streams.map((stream) => stream.connected));
    // The API process to kill is the one holding the first user's event stream, which must then reconnect.
    const victim = streams[0]?.servedBy[0] ?? 'api1';
    const worker = cluster.workers[0]?.name ?? 'worker1';

    const open = await watchOpenTasks(cluster.databaseUrl, userIds);
    const started = Date.now();
    let struckAt = 0;
    try {
      const load = await runSteadyLoad({
        base: cluster.proxyUrl,
        tokens: users.map((user) => user.token),
        tasks: TASKS,
        perSecond: PER_SECOND,
        maxOpenPerUser: MAX_OPEN_PER_USER,
        openTasks: (token) => open.of(userIds[users.findIndex((user) => user.token === token)] ?? ''),
        interrupt: {
          at: STRIKE_AT,
          run: async () => {
            struckAt = Date.now();
            await Promise.all([
              control(cluster.controlUrl, 'stop', victim, { signal: 'SIGKILL' }),
              control(cluster.controlUrl, 'stop', worker, { signal: 'SIGKILL' }),
            ]);
            await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
            await Promise.all([control(cluster.controlUrl, 'start', victim), control(cluster.controlUrl, 'start', worker)]);
          },
        },
      });
      await load.interrupted;
      const submittedIn = (Date.now() - started) / 1000;

      // Every accepted task ends: the killed worker's jobs are taken back when it starts again.
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      let audit = await auditTasks(cluster.databaseUrl, userIds, Number(CLUSTER_TEST_SETTINGS.STARTING_POINTS), load.abandonedKeys);
      while (audit.unfinished > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        audit = await auditTasks(cluster.databaseUrl, userIds, Number(CLUSTER_TEST_SETTINGS.STARTING_POINTS), load.abandonedKeys);
      }
      const settledIn = (Date.now() - started) / 1000;
      const victimStream = streams[0];
      const reconnections = (victimStream?.servedBy.length ?? 1) - 1;
      const eventsAfterReconnecting = victimStream?.events.filter((event) => event.connection > 0).length ?? 0;

      const answers = Object.fromEntries([...load.answers].toSorted());
      console.log(
        [
          `Fault test: ${TASKS} tasks at ${PER_SECOND}/s over ${USERS} users; ${victim} and ${worker} killed with SIGKILL ` +
            `${((struckAt - started) / 1000).toFixed(1)} s in, started again ${DOWN_MS / 1000} s later`,
          `  submitted in ${submittedIn.toFixed(1)} s, all ended ${settledIn.toFixed(1)} s after the first`,
          `  answers to the runs: ${JSON.stringify(answers)} (502/503/504 and "network": requests cut by the kill, retried)`,
          `  tasks ${audit.tasks}: complete ${audit.complete}, failed ${audit.failed}, lost (never ended) ${audit.unfinished}`,
          `  charged wrongly ${audit.chargedWrongly}, refunds wrong ${audit.refundedWrongly}, balances off ${audit.balancesOff}`,
          `  studio 5xx answers ${load.studioServerErrors}; keys abandoned mid-run ${load.abandonedKeys.length}, tasks they started ${audit.tasksOfAbandonedKeys}`,
          `  the killed process's stream: ${reconnections} reconnection(s) (${victimStream?.servedBy.join(' → ')}), ${eventsAfterReconnecting} events after`,
        ].join('\n'),
      );

      expect(new Set(load.taskOf.values()).size).toBe(TASKS);
      expect(audit.tasks).toBe(TASKS);
      expect(audit.unfinished).toBe(0);
      expect(audit.chargedWrongly).toBe(0);
      expect(audit.refundedWrongly).toBe(0);
      expect(audit.balancesOff).toBe(0);
      expect(audit.tasksOfAbandonedKeys).toBe(0);
      expect(load.studioServerErrors).toBe(0);
      expect(load.answers.get('500') ?? 0).toBe(0);
      expect(reconnections).toBeGreaterThanOrEqual(1);
      expect(eventsAfterReconnecting).toBeGreaterThan(0);
    } finally {
      await open.stop();
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
