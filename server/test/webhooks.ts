import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach } from 'vitest';
import type { Webhook, WebhookAttempt } from '../../contract';
import { createAddressGuard, type Resolve } from '../modules/webhooks/address-guard';
import { createWebhookSender } from '../modules/webhooks/webhook-sender';
import { fakeProvider, fakeRegistry } from './generation';
import { createTestApp, type TestApp } from './test-app';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './webhook-receiver';

/** What registering a webhook (or rotating its secret) answers. */
export type Created = { message: string; webhook: Webhook; secret: string };

/**
 * Starts receivers for one test file and closes them after each test. Call it from the file: the server project
 * shares one module graph between files, so a hook registered at this module's top level would serve one file only.
 */
export function webhookReceivers(): () => Promise<WebhookReceiver> {
  const receivers: WebhookReceiver[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });
  return async () => {
    const started = await startWebhookReceiver();
    receivers.push(started);
    return started;
  };
}

/** DNS as the test says: names map to addresses, and a test may change them later (rebinding). */
function fakeDns(table: Record<string, string[]>): Resolve {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    return addresses;
  };
}

/** An app whose webhooks resolve names through `dns` and may reach loopback only when `allowPrivate`. */
export async function appWith(options: { allowPrivate: boolean; dns?: Record<string, string[]>; worker?: boolean }) {
  const guard = createAddressGuard({ allowPrivate: options.allowPrivate, resolve: fakeDns(options.dns ?? {}) });
  const control = fakeProvider(async (job) => {
    if (job.prompt.includes('fail')) throw new Error('the provider broke');
  });
  return createTestApp({
    worker: options.worker ?? false,
    overrides: {
      providers: fakeRegistry(control),
      webhooks: { guard, send: createWebhookSender({ guard }), pollMs: 50 },
    },
  });
}

export const create = (t: TestApp, token: string, body: unknown) => t.post<Created>('/api/v1/user/webhooks', body, { token });
export const sendTest = (t: TestApp, token: string, id: string) =>
  t.post<{ attempt: WebhookAttempt }>(`/api/v1/user/webhooks/${id}/test`, undefined, { token });
export const attempts = (t: TestApp, token: string, id: string) =>
  t.get<{ attempts: WebhookAttempt[] }>(`/api/v1/user/webhooks/${id}/attempts`, { token });

/** Checks a delivery as a receiver following the README would: over the raw bytes, within the replay window. */
export function verify(delivery: ReceivedDelivery, secret: string, nowSeconds: number): boolean {
  const header = String(delivery.headers['studio-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`), delivery.raw]))
    .digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const nowSeconds = (t: TestApp) => Math.floor(t.clock.now().getTime() / 1000);
