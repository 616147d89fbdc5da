import { describe, expect, it } from 'vitest';
import { createTestApp, randomIp, uniqueName, type TestApp } from '../test/test-app';

const LIMIT = 5;

/** Login attempts with a different username each time, so only the per-address limit can stop them. */
async function attempts(t: TestApp, forwardedFor: () => string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = { username: uniqueName(), password: 'whatever password', 'g-recaptcha-response': 'not solved' };
    const answer = await t.post('/api/v1/login', body, { headers: { 'X-Forwarded-For': forwardedFor() } });
    statuses.push(answer.status);
  }
  return statuses;
}

const limits = { RATE_LIMIT_MAX_PER_IP: String(LIMIT), RATE_LIMIT_MAX_PER_ACCOUNT: '1000' };

describe('the client address behind a trusted proxy', () => {
  it('is the hop the proxy appended, so a client varying the hops it writes is still stopped', async () => {
    const t = await createTestApp({ env: { ...limits, TRUST_PROXY: 'true' } });
    // The client writes a fresh address each time; the proxy appends the one it saw, always the same.
    const statuses = await attempts(t, () => `${randomIp()}, 203.0.113.7`, LIMIT + 2);
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    // Another real address is not affected.
    expect(await attempts(t, () => `${randomIp()}, 203.0.113.8`, 1)).not.toContain(429);
  });

  it('counts TRUST_PROXY_HOPS proxies from the end', async () => {
    const t = await createTestApp({ env: { ...limits, TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' } });
    // Client-written, then the outer proxy's entry (the client's real address), then the inner proxy's.
    const statuses = await attempts(t, () => `${randomIp()}, 198.51.100.4, ${randomIp()}`, LIMIT + 1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is the socket address when no proxy is trusted, whatever the header says', async () => {
    const t = await createTestApp({ env: { ...limits, TRUST_PROXY: 'false' } });
    // In-process requests have no socket: every one counts against the same unknown address.
    const statuses = await attempts(t, () => randomIp(), LIMIT + 1);
    expect(statuses.at(-1)).toBe(429);
  });
});
