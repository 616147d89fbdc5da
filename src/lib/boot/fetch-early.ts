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

/** A URL with its query's parameters in one order: the boot script and the app's calls may write them differently. */
function sameParamOrder(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  return `${url.slice(0, mark)}?${params}`;
}

/**
 * fetch, except that a GET which index.html's boot script already started for the same URL and Authorization is
 * answered from it, once; any later call goes to the network. An early request that failed is made again.
 */
export function fetchEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = typeof window === 'undefined' ? undefined : window.earlyRequests;
  const method = (init?.method ?? 'GET').toUpperCase();
  // A change made through the app may change what any early answer says.
  if (method !== 'GET') forgetEarlyRequests();
  if (early && early.length > 0 && method === 'GET') {
    const url = sameParamOrder(urlOf(input));
    const authorization = new Headers(init?.headers).get('authorization');
    const index = early.findIndex((request) => sameParamOrder(request.url) === url && request.authorization === authorization);
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

/**
 * Drops the early requests the app has not taken: once its first screen has asked for its data, an answer the boot
 * script fetched for a part not shown yet would be handed over later as if it were fresh.
 */
export function forgetEarlyRequests(): void {
  if (typeof window !== 'undefined') window.earlyRequests?.splice(0);
}
