import type { EarlyRequest } from './early-boot';

declare global {
  interface Window {
    earlyRequests?: EarlyRequest[];
  }
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? `${input.pathname}${input.search}` : input.url;
}

/**
 * fetch, except that a GET which index.html's boot script already started for the same URL and Authorization is
 * answered from it, once; any later call goes to the network. An early request that failed is made again.
 */
export function fetchEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.earlyRequests;
  const method = (init?.method ?? 'GET').toUpperCase();
  if (early && early.length > 0 && method === 'GET') {
    const url = urlOf(input);
    const authorization = new Headers(init?.headers).get('authorization');
    const index = early.findIndex((request) => request.url === url && request.authorization === authorization);
    if (index >= 0) {
      const [request] = early.splice(index, 1);
      const signal = init?.signal;
      if (signal?.aborted) return Promise.reject(signal.reason);
      const answer = request!.response.catch(() => fetch(input, init));
      if (!signal) return answer;
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        answer.then(resolve, reject);
      });
    }
  }
  return fetch(input, init);
}
