import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { AddressGuard } from './address-guard';

interface DeliveryRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What came back: an HTTP status, or why none did (in words for the delivery log). */
type DeliveryResult = { statusCode: number; error: string | null } | { statusCode: null; error: string };

export type SendWebhook = (request: DeliveryRequest) => Promise<DeliveryResult>;

const TIMEOUT_MS = 10_000;

/** Connects only to the addresses the guard checked, so a second DNS answer (rebinding) cannot swap them. */
function pinnedLookup(addresses: string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if (options.all) callback(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

/**
 * POSTs one delivery. Redirects are never followed (a receiver could point one at a private address), so a 3xx
 * counts as a failed try; anything but 2xx does.
 */
export function createWebhookSender(deps: { guard: AddressGuard; timeoutMs?: number }): SendWebhook {
  return async ({ url, headers, body }) => {
    const target = new URL(url);
    let addresses: string[];
    try {
      addresses = await deps.guard.addressesFor(target.hostname);
    } catch (error) {
      return { statusCode: null, error: error instanceof Error ? error.message : 'The address could not be resolved.' };
    }
    const client = target.protocol === 'https:' ? https : http;
    return new Promise<DeliveryResult>((resolve) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          lookup: pinnedLookup(addresses),
          timeout: deps.timeoutMs ?? TIMEOUT_MS,
        },
        (response) => {
          // The answer's body means nothing to us; reading it frees the socket.
          response.resume();
          const statusCode = response.statusCode ?? 0;
          if (statusCode >= 200 && statusCode < 300) resolve({ statusCode, error: null });
          else if (statusCode >= 300 && statusCode < 400) resolve({ statusCode, error: 'Redirects are not followed.' });
          else resolve({ statusCode, error: `The receiver answered ${statusCode}.` });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`No answer within ${(deps.timeoutMs ?? TIMEOUT_MS) / 1000} s.`)));
      request.on('error', (error) => resolve({ statusCode: null, error: error.message || 'The connection failed.' }));
      request.end(body);
    });
  };
}
