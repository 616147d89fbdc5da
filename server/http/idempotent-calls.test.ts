import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract';
import type { DependencyOverrides } from '../container';
import { generationTasks } from '../db/schema';
import type { IdempotencyStore } from '../idempotency-store';
import { createIdempotencyStore } from '../modules/idempotency';
import { createFakeClock } from '../test/fake-clock';
import { fakeProvider, fakeRegistry, textToImage } from '../test/generation';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app';
import { testDatabase } from '../test/test-database';
import { createTeamAs, teamPath } from '../test/teams';
import { signedInUser } from '../test/users';

/** How one idempotent call is exercised: what it needs, how to send it with a key, how often its change happened. */
interface IdempotentCallCase {
  env?: Record<string, string>;
  overrides?: () => DependencyOverrides;
  arrange(t: TestApp): Promise<{ send: (key: string) => Promise<TestResponse>; changes: () => Promise<number> }>;
}

const withKey = (token: string, key: string) => ({ token, headers: { 'Idempotency-Key': key } });

/** One case per call the contract marks `idempotencyKey`: a new such call must add its own here. */
const cases: Record<string, IdempotentCallCase> = {
  runWorkflow: {
    env: { STARTING_POINTS: '500' },
    overrides: () => ({ providers: fakeRegistry(fakeProvider()) }),
    arrange: async (t) => {
      const user = await signedInUser(t, { tier: 'Enterprise' });
      return {
        send: (key) => t.post('/api/v1/workflows/run', textToImage(), withKey(user.token, key)),
        changes: async () => (await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, user.userId))).length,
      };
    },
  },
  // A cancelled task run again: each retry is a new run, so only the key keeps a repeated request from paying twice.
  retryTask: {
    env: { STARTING_POINTS: '500' },
    overrides: () => ({ providers: fakeRegistry(fakeProvider()) }),
    arrange: async (t) => {
      const user = await signedInUser(t, { tier: 'Enterprise' });
      const run = await t.post<{ tasks: Array<{ task_id: string }> }>('/api/v1/workflows/run', textToImage(), { token: user.token });
      const taskId = run.body.tasks[0]!.task_id;
      await t.post(`/api/v1/tasks/${taskId}/cancel`, {}, { token: user.token });
      return {
        send: (key) => t.post(`/api/v1/tasks/${taskId}/retry`, {}, withKey(user.token, key)),
        changes: async () => (await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, user.userId))).length - 1,
      };
    },
  },
  transferTeamPoints: {
    arrange: async (t) => {
      const owner = await signedInUser(t, { tier: 'Pro' });
      const team = await createTeamAs(t, owner);
      return {
        send: (key) => t.post(teamPath(team.id, '/transfer-points'), { amount: 7 }, withKey(owner.token, key)),
        changes: async () => (await ledgerState(t.deps.db, owner.accountId)).debits,
      };
    },
  },
};

/**
 * The store of a process that stops right after a request's own work: an answer kept inside the request's
 * transaction survives, one the router would keep afterwards (the handler never called `ctx.recordAnswer`) is lost.
 */
function stopsBeforeAnswering(store: IdempotencyStore): IdempotencyStore {
  return {
    ...store,
    complete: async (claim, status, answer, db) => {
      if (!db) throw new Error('the process stopped after the change committed, before its answer was kept');
      await store.complete(claim, status, answer, db);
    },
  };
}

async function appStoppingBeforeAnswers(exercise: IdempotentCallCase): Promise<TestApp> {
  const database = await testDatabase();
  const clock = createFakeClock();
  const idempotency = stopsBeforeAnswering(createIdempotencyStore({ db: database.db, clock }));
  return createTestApp({ database, env: exercise.env, overrides: { ...exercise.overrides?.(), clock, idempotency } });
}

describe('calls that take an Idempotency-Key', { timeout: 120_000 }, () => {
  it('are each exercised here', () => {
    const idempotent = allCalls.filter((call) => call.idempotencyKey).map((call) => call.name);
    expect(Object.keys(cases).toSorted()).toEqual(idempotent.toSorted());
  });

  for (const [name, exercise] of Object.entries(cases)) {
    it(`${name} keeps its answer with its change, so a retry replays it and changes nothing again`, async () => {
      const t = await appStoppingBeforeAnswers(exercise);
      const { send, changes } = await exercise.arrange(t);
      const first = await send(`${name}-retried`);
      expect(first.status, `${name} must record its answer in its transaction through ctx.recordAnswer`).toBeLessThan(300);
      const retry = await send(`${name}-retried`);
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await changes()).toBe(1);
    });
  }
});
