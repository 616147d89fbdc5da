import { describe, expect, it } from 'vitest';
import { createReadiness } from '../../operator/readiness';
import { startingAnswer } from '../../operator/starting-answer';
import { createTestApp } from '../../test/test-app';

describe('the load balancer probes', () => {
  it('answer alive and ready once the app runs, and not ready while it drains', async () => {
    const t = await createTestApp();
    expect(await t.get('/livez')).toMatchObject({ status: 200, body: { status: 'alive' } });
    expect(await t.get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    t.deps.readiness.set('draining');
    const draining = await t.get('/readyz');
    expect(draining).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(draining.headers.get('Cache-Control')).toBe('no-store');
    // Still alive: a draining process is not to be restarted, only sent nothing new.
    expect((await t.get('/livez')).status).toBe(200);
  });

  it('say not ready while the database does not answer', async () => {
    const readiness = createReadiness('ready');
    readiness.useDatabase(() => Promise.reject(new Error('connection refused')));
    expect(await readiness.check()).toEqual({ isReady: false, status: 'database unreachable' });
  });

  it('answer while the database is being migrated, before the app exists', async () => {
    const readiness = createReadiness('migrating');
    const answer = startingAnswer(readiness);
    const ready = await answer(new Request('http://studio/readyz'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'migrating' });
    expect((await answer(new Request('http://studio/livez'))).status).toBe(200);
    const call = await answer(new Request('http://studio/api/v1/user/me'));
    expect(call.status).toBe(503);
    expect(call.headers.get('Retry-After')).toBe('5');
    expect(await call.json()).toEqual({ message: 'The server is starting. Try again in a moment.' });
  });
});
