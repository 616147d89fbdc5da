import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, forgetEarlyRequests } from './fetch-early';

const earlyAnswer = (url: string) => ({ url, authorization: null, response: Promise.resolve(new Response('"early"')) });

describe('fetchEarly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers a matching GET from the early request once, and everything else from the network', async () => {
    const early = { url: '/api/v1/user/me', authorization: 'Bearer t-1', response: Promise.resolve(new Response('"early"')) };
    const network = vi.fn(async () => new Response('"network"'));
    vi.stubGlobal('window', { earlyRequests: [early] });
    vi.stubGlobal('fetch', network);
    const headers = { authorization: 'Bearer t-1' };
    expect(await (await fetchEarly('/api/v1/user/me', { headers: { authorization: 'Bearer other' } })).json()).toBe('network');
    expect(await (await fetchEarly('/api/v1/user/me', { headers })).json()).toBe('early');
    expect(await (await fetchEarly('/api/v1/user/me', { headers })).json()).toBe('network');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("takes an early request whose query's parameters the app writes in another order", async () => {
    const early = { url: '/api/v1/history?per_page=20&team_id=t', authorization: null, response: Promise.resolve(new Response('"early"')) };
    vi.stubGlobal('window', { earlyRequests: [early] });
    vi.stubGlobal('fetch', async () => new Response('"network"'));
    expect(await (await fetchEarly('/api/v1/history?per_page=20&team_id=other')).json()).toBe('network');
    expect(await (await fetchEarly('/api/v1/history?team_id=t&per_page=20')).json()).toBe('early');
  });

  it('forgets every early request once the app changes something, or is told to', async () => {
    const earlyRequests = [earlyAnswer('/api/v1/projects'), earlyAnswer('/api/v1/teams')];
    vi.stubGlobal('window', { earlyRequests });
    vi.stubGlobal('fetch', async () => new Response('"network"'));
    await fetchEarly('/api/v1/projects', { method: 'POST' });
    expect(await (await fetchEarly('/api/v1/projects')).json()).toBe('network');
    earlyRequests.push(earlyAnswer('/api/v1/teams'));
    forgetEarlyRequests();
    expect(await (await fetchEarly('/api/v1/teams')).json()).toBe('network');
  });

  it('makes a failed early request again, and rejects with the abort reason when cancelled', async () => {
    const failed = Promise.reject(new TypeError('offline'));
    failed.catch(() => undefined);
    const pending = new Promise<Response>(() => undefined);
    vi.stubGlobal('window', {
      earlyRequests: [
        { url: '/assets/lang/en.json', authorization: null, response: failed },
        { url: '/assets/lang/ar.json', authorization: null, response: pending },
      ],
    });
    vi.stubGlobal('fetch', async () => new Response('{"retried":true}'));
    expect(await (await fetchEarly('/assets/lang/en.json')).json()).toEqual({ retried: true });
    const controller = new AbortController();
    const call = fetchEarly('/assets/lang/ar.json', { signal: controller.signal });
    controller.abort(new DOMException('Gone', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
