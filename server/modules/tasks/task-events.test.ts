import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '../../../contract';
import { fakeProvider, fakeRegistry, run, textToImage } from '../../test/generation';
import { openEventReader } from '../../test/sse';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

/** A provider that reports 25, 50 and 75 percent with pauses, so progress is seen before the end. */
const slowProvider = () =>
  fakeProvider(async (job) => {
    for (const percent of [25, 50, 75]) {
      job.onProgress(percent);
      await sleep(300);
    }
  });

const openStream = (t: Awaited<ReturnType<typeof createTestApp>>, token: string) =>
  t.app.request('/api/v1/tasks/events', { headers: { Authorization: `Bearer ${token}` } });

/** The task events; the stream also tells of new notifications (the notifications module tests those). */
const parsed = (events: Array<{ event: string; data: string }>) =>
  events.filter((event) => event.event !== 'notification').map((event) => JSON.parse(event.data) as TaskEvent);

describe('GET /api/v1/tasks/events', () => {
  it("streams the caller's task progress and its completion with results and balance", async () => {
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(slowProvider()) } });
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const response = await openStream(t, user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const stream = openEventReader(response);
    const { body } = await run(t, user.token, textToImage());
    await run(t, other.token, textToImage());
    const taskId = body.tasks[0]!.task_id;
    await stream.until(() => stream.events.some((event) => event.event === 'complete'));
    const events = parsed(stream.events);
    expect(events.every((event) => event.task.task_id === taskId)).toBe(true);
    // Each event carries the task as it is when sent, so a quick change may fold into the next one; the
    // provider's pauses keep its three reports apart.
    const progress = events.filter((event) => event.kind === 'progress').map((event) => event.task.progress);
    expect([...new Set(progress.filter((value) => value !== null && value > 0))]).toEqual([25, 50, 75]);
    const complete = events.at(-1)!;
    expect(complete).toMatchObject({ kind: 'complete', task: { status: 'complete', progress: 100 }, new_balance: 48 });
    expect(complete.results).toHaveLength(1);
    expect(stream.events.filter((event) => event.event !== 'notification').at(-1)?.id).toBe(taskId);
    await stream.cancel();
  });

  it('starts with the tasks still in progress, then sends a heartbeat while idle', async () => {
    const t = await createTestApp({ overrides: { providers: fakeRegistry(fakeProvider()), eventHeartbeatMs: 50 } });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const stream = openEventReader(await openStream(t, user.token));
    await stream.until(() => stream.events.length > 0 && stream.comments.includes('heartbeat'));
    expect(parsed(stream.events)[0]).toMatchObject({ kind: 'progress', task: { task_id: body.tasks[0]!.task_id, status: 'queued' } });
    await stream.cancel();
  });

  it('ends the stream cleanly when the server shuts down', async () => {
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const stream = openEventReader(await openStream(t, user.token));
    await t.runtime.stop();
    await stream
      .until(() => stream.isEnded(), 5000)
      .catch((error: unknown) => {
        if (!stream.isEnded()) throw error;
      });
    expect(stream.isEnded()).toBe(true);
  });

  it('allows ten open streams per account, and another once one closes', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const streams = await Promise.all(Array.from({ length: 10 }, () => openStream(t, user.token)));
    expect(streams.map((response) => response.status)).toEqual(Array(10).fill(200));
    const eleventh = await openStream(t, user.token);
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ code: 'rate_limited' });
    expect((await openStream(t, (await signedInUser(t)).token)).status).toBe(200);
    await streams[0]?.body?.cancel();
    // The server notices the closed stream on its next write; poll until a slot is free.
    let again = await openStream(t, user.token);
    for (let i = 0; again.status === 429 && i < 100; i += 1) {
      await sleep(50);
      again = await openStream(t, user.token);
    }
    expect(again.status).toBe(200);
    await Promise.all([...streams.slice(1), again].map((response) => response.body?.cancel()));
  });

  it('needs a caller', async () => {
    const t = await createTestApp();
    expect((await t.get('/api/v1/tasks/events')).status).toBe(401);
  });
});
