import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * A stand-in for PayPal's REST API, for tests: client-credentials tokens (checked on every call), Orders v2
 * (create, capture once), products, billing plans and subscriptions, and verify-webhook-signature, which checks
 * the transmission signature of the events this fake sends: over the transmission id and time, the webhook id
 * and the CRC32 of the event, as PayPal's scheme does (signed here with an HMAC instead of PayPal's certificate).
 */
export interface FakePayPal {
  url: string;
  orders: Map<string, { body: Record<string, unknown>; captured: boolean }>;
  subscriptions: Map<string, Record<string, unknown>>;
  plans: Array<Record<string, unknown>>;
  /** A webhook delivery as PayPal would send it, to the webhook `webhookId`. */
  event(eventType: string, resource: Record<string, unknown>): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startFakePayPal(options: { clientId: string; clientSecret: string; webhookId: string }): Promise<FakePayPal> {
  const signingKey = randomUUID();
  const tokens = new Set<string>();
  const orders: FakePayPal['orders'] = new Map();
  const subscriptions: FakePayPal['subscriptions'] = new Map();
  const plans: FakePayPal['plans'] = [];
  let base = '';

  const signature = (transmissionId: string, time: string, webhookId: string, event: unknown) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(JSON.stringify(event))}`)
      .digest('base64');

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      const url = request.url ?? '';
      if (url === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected || body.grant_type !== 'client_credentials') {
          return send(response, 401, { error: 'invalid_client' });
        }
        const token = `A21${randomUUID()}`;
        tokens.add(token);
        return send(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (!tokens.has(request.headers.authorization?.replace(/^Bearer /, '') ?? ''))
        return send(response, 401, { name: 'AUTHENTICATION_FAILURE' });
      if (url === '/v2/checkout/orders') {
        const id = randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase();
        orders.set(id, { body, captured: false });
        return send(response, 201, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          links: [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${id}` }],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url);
      if (capture) {
        const order = orders.get(capture[1]!);
        if (!order) return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
        if (order.captured) return send(response, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        order.captured = true;
        return send(response, 201, { id: capture[1], status: 'COMPLETED' });
      }
      if (url === '/v1/catalogs/products') return send(response, 201, { id: `PROD-${randomUUID()}` });
      if (url === '/v1/billing/plans') {
        plans.push(body);
        return send(response, 201, { id: `P-${randomUUID()}` });
      }
      if (url === '/v1/billing/subscriptions') {
        const id = `I-${randomUUID().slice(0, 12).toUpperCase()}`;
        subscriptions.set(id, body);
        return send(response, 201, {
          id,
          status: 'APPROVAL_PENDING',
          links: [{ rel: 'approve', href: `${base}/webapps/billing/subscriptions?ba_token=${id}` }],
        });
      }
      if (url === '/v1/notifications/verify-webhook-signature') {
        const isValid =
          body.webhook_id === options.webhookId &&
          body.auth_algo === 'SHA256withRSA' &&
          body.transmission_sig ===
            signature(String(body.transmission_id), String(body.transmission_time), options.webhookId, body.webhook_event);
        return send(response, 200, { verification_status: isValid ? 'SUCCESS' : 'FAILURE' });
      }
      return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    orders,
    subscriptions,
    plans,
    event(eventType, resource) {
      const event = { id: `WH-${randomUUID()}`, event_type: eventType, resource_type: 'checkout-order', resource };
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        body: JSON.stringify(event),
        headers: {
          'Content-Type': 'application/json',
          'PayPal-Auth-Algo': 'SHA256withRSA',
          'PayPal-Cert-Url': `${base}/v1/notifications/certs/CERT-fake`,
          'PayPal-Transmission-Id': transmissionId,
          'PayPal-Transmission-Sig': signature(transmissionId, time, options.webhookId, event),
          'PayPal-Transmission-Time': time,
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
