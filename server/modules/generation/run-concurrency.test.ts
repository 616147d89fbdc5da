import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationTasks } from '../../db/schema';
import { fakeProvider, fakeRegistry, run, textToImage } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

describe('concurrent runs against one account', () => {
  it('accept exactly as many as the points cover, and never overdraw', async () => {
    const t = await createTestApp({ env: { STARTING_POINTS: '6' }, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t, { tier: 'Pro' });
    const answers = await Promise.all(Array.from({ length: 100 }, () => run(t, user.token, textToImage())));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(97);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 0, ledger_sum: 0, debits: 3 });
    expect(await t.deps.db.select().from(generationTasks).where(eq(generationTasks.userId, user.userId))).toHaveLength(3);
  });

  it('keep to the tier limit of tasks in progress when they race', async () => {
    const t = await createTestApp({ env: { STARTING_POINTS: '500' }, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => run(t, user.token, textToImage())));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(18);
  });
});
