import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

describe('POST /api/v1/user/me/settings', () => {
  it('saves the changed setting, answers all settings and keeps them for the next session', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const { status, body } = await t.post('/api/v1/user/me/settings', { show_failed_tasks: false }, { token: user.token });
    expect(status).toBe(200);
    expect(body).toEqual({ settings: { show_failed_tasks: false } });
    expect((await t.get('/api/v1/user/me', { token: user.token })).body).toMatchObject({ settings: { show_failed_tasks: false } });
    const back = await t.post('/api/v1/user/me/settings', { show_failed_tasks: true }, { token: user.token });
    expect(back.body).toEqual({ settings: { show_failed_tasks: true } });
  });

  it('merges: settings it does not name stay as stored', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    // A setting a later release adds, stored before this server knows it.
    await t.deps.db
      .update(users)
      .set({ settings: sql`${users.settings} || '{"future_setting": 3}'::jsonb` })
      .where(eq(users.id, user.userId));
    await t.post('/api/v1/user/me/settings', { show_failed_tasks: false }, { token: user.token });
    const [row] = await t.deps.db.select({ settings: users.settings }).from(users).where(eq(users.id, user.userId));
    expect(row?.settings).toEqual({ show_failed_tasks: false, future_setting: 3 });
  });

  it('refuses an empty change, unknown-only fields and wrong types', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const body of [{}, { unknown: true }]) {
      const refused = await t.post('/api/v1/user/me/settings', body, { token: user.token });
      expect(refused).toMatchObject({ status: 400, body: { code: 'validation_error', message: 'Nothing to change.' } });
    }
    const wrongType = await t.post('/api/v1/user/me/settings', { show_failed_tasks: 'no' }, { token: user.token });
    expect(wrongType).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('needs a session', async () => {
    const t = await createTestApp();
    expect((await t.post('/api/v1/user/me/settings', { show_failed_tasks: false })).status).toBe(401);
  });
});
