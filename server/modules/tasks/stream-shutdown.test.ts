import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { RECONNECT_HINT_MS } from './tasks.routes';

describe('event streams when the server shuts down', () => {
  it('end with a hint of when to reconnect, spread so that browsers do not all come back at once', async () => {
    const t = await createTestApp({ overrides: { eventHeartbeatMs: 50 } });
    await t.runtime.start({ worker: false });
    const user = await signedInUser(t);
    const response = await t.app.request('/api/v1/tasks/events', { headers: { Authorization: `Bearer ${user.token}` } });
    expect(response.status).toBe(200);
    const text = response.text();
    // The stream is open once it has sent its first heartbeat; then the server stops its event bus, as on SIGTERM.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await t.deps.taskEvents.stop();
    const sent = await text;
    const retry = Number(/^retry: (\d+)$/m.exec(sent)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(RECONNECT_HINT_MS);
    expect(retry).toBeLessThan(2 * RECONNECT_HINT_MS);
    expect(sent.trimEnd().endsWith(`retry: ${retry}`)).toBe(true);
  });
});
