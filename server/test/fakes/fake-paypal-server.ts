import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { paypalEventBody, type PayPalRecorded } from './recorded/paypal-fixtures';
import { rawMemberText } from './raw-json-member';

/** A webhook delivery: the body and its headers, as PayPal sends them. */
export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

interface FakeOrder {
  body: Record<string, unknown>;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
}
interface FakeSubscription {
  body: Record<string, unknown>;
  planId: string;
  /** A revised plan the buyer has not approved yet. */
  revisedPlanId: string | null;
}

/**
 * A stand-in for PayPal's REST API, for tests: client-credentials tokens (checked on every call), Orders v2 (a
 * buyer approves, the seller captures once), products, billing plans and subscriptions (with revise), and
 * PayPal-Request-Id replays (the same id answers the first answer again, as PayPal does). Its
 * verify-webhook-signature checks the signature over the bytes of `webhook_event` exactly as the request carries
 * them, against the bytes it delivered: PayPal's scheme signs the transmission id and time, the webhook id and the
 * CRC32 of the body as sent (here with an HMAC instead of PayPal's certificate), so an event re-serialised on the
 * way back fails, as it would at PayPal. The events it delivers are PayPal's recorded bodies (recorded/paypal).
 */
export interface FakePayPal {
  url: string;
  orders: Map<string, FakeOrder>;
  subscriptions: Map<string, FakeSubscription>;
  /** Billing plans created, with their ids, as sent. */
  plans: Array<{ id: string; body: Record<string, unknown> }>;
  /** Real captures (not replays) per order. */
  captures: Map<string, number>;
  /** Every revise request, as sent. */
  revisions: Array<{ subscriptionId: string; body: Record<string, unknown> }>;
  /** The buyer approves an order at PayPal. */
  approve(orderId: string): void;
  /** The buyer approves a revised plan at PayPal: the subscription is billed on it from the next payment. */
  approveRevision(subscriptionId: string): void;
  /** A recorded webhook body with `replacements`, delivered and signed as PayPal would, to the webhook `webhookId`. */
  deliver(name: PayPalRecorded, replacements?: ReadonlyArray<readonly [string, string]>): Delivery;
  close(): Promise<void>;
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parse(text: string): Record<string, unknown> {
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
const unprocessable = (issue: string) => ({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });

export async function startFakePayPal(options: { clientId: string; clientSecret: string; webhookId: string }): Promise<FakePayPal> {
  const signingKey = randomUUID();
  const tokens = new Set<string>();
  const orders: FakePayPal['orders'] = new Map();
  const subscriptions: FakePayPal['subscriptions'] = new Map();
  const plans: FakePayPal['plans'] = [];
  const captures: FakePayPal['captures'] = new Map();
  const revisions: FakePayPal['revisions'] = [];
  const products = new Set<string>();
  const replays = new Map<string, [number, unknown]>();
  let base = '';

  const signature = (transmissionId: string, time: string, webhookId: string, rawEvent: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${crc32(Buffer.from(rawEvent, 'utf8'))}`)
      .digest('base64');

  function route(method: string, url: string, body: Record<string, unknown>, text: string): [number, unknown] {
    if (method === 'POST' && url === '/v2/checkout/orders') {
      const id = randomUUID().replaceAll('-', '').slice(0, 17).toUpperCase();
      orders.set(id, { body, status: 'PAYER_ACTION_REQUIRED' });
      return [201, { id, status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${id}` }] }];
    }
    const order = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url);
    if (order) {
      const found = orders.get(decodeURIComponent(order[1]!));
      if (!found) return [404, { name: 'RESOURCE_NOT_FOUND' }];
      if (method === 'GET') return [200, { id: order[1], status: found.status }];
      if (found.status === 'COMPLETED') return [422, unprocessable('ORDER_ALREADY_CAPTURED')];
      if (found.status !== 'APPROVED') return [422, unprocessable('ORDER_NOT_APPROVED')];
      found.status = 'COMPLETED';
      captures.set(order[1]!, (captures.get(order[1]!) ?? 0) + 1);
      return [201, { id: order[1], status: 'COMPLETED' }];
    }
    if (method === 'POST' && url === '/v1/catalogs/products') {
      const id = `PROD-${randomUUID().slice(0, 13).toUpperCase()}`;
      products.add(id);
      return [201, { id }];
    }
    if (method === 'POST' && url === '/v1/billing/plans') {
      if (!products.has(String(body.product_id))) return [422, unprocessable('INVALID_PRODUCT')];
      const id = `P-${randomUUID().replaceAll('-', '').slice(0, 24).toUpperCase()}`;
      plans.push({ id, body });
      return [201, { id, status: 'ACTIVE' }];
    }
    if (method === 'POST' && url === '/v1/billing/subscriptions') {
      if (!plans.some((plan) => plan.id === body.plan_id)) return [422, unprocessable('INVALID_PLAN')];
      const id = `I-${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
      subscriptions.set(id, { body, planId: String(body.plan_id), revisedPlanId: null });
      return [
        201,
        { id, status: 'APPROVAL_PENDING', links: [{ rel: 'approve', href: `${base}/webapps/billing/subscriptions?ba_token=${id}` }] },
      ];
    }
    const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)(\/revise)?$/.exec(url);
    if (subscription) {
      const id = decodeURIComponent(subscription[1]!);
      const found = subscriptions.get(id);
      if (!found) return [404, { name: 'RESOURCE_NOT_FOUND' }];
      if (method === 'GET') return [200, { id, status: 'ACTIVE', plan_id: found.planId, custom_id: found.body.custom_id }];
      if (!subscription[2]) return [404, { name: 'RESOURCE_NOT_FOUND' }];
      const plan = plans.find((candidate) => candidate.id === body.plan_id);
      if (!plan) return [422, unprocessable('INVALID_PLAN')];
      const product = (planId: string) => plans.find((candidate) => candidate.id === planId)?.body.product_id;
      // PayPal switches plans only within one product.
      if (product(found.planId) !== plan.body.product_id) return [422, unprocessable('PLAN_NOT_IN_SAME_PRODUCT')];
      revisions.push({ subscriptionId: id, body });
      found.revisedPlanId = plan.id;
      return [200, { plan_id: plan.id, links: [{ rel: 'approve', href: `${base}/webapps/billing/subscriptions/update?ba_token=${id}` }] }];
    }
    if (method === 'POST' && url === '/v1/notifications/verify-webhook-signature') {
      const rawEvent = rawMemberText(text, 'webhook_event');
      const isValid =
        rawEvent !== null &&
        body.webhook_id === options.webhookId &&
        body.auth_algo === 'SHA256withRSA' &&
        body.transmission_sig === signature(String(body.transmission_id), String(body.transmission_time), options.webhookId, rawEvent);
      return [200, { verification_status: isValid ? 'SUCCESS' : 'FAILURE' }];
    }
    return [404, { name: 'RESOURCE_NOT_FOUND' }];
  }

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readText(request);
      const body = parse(text);
      const url = request.url ?? '';
      const method = request.method ?? 'GET';
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
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      const replayKey = `${method} ${url} ${requestId}`;
      const replay = requestId ? replays.get(replayKey) : undefined;
      if (replay) return send(response, ...replay);
      const answer = route(method, url, body, text);
      if (requestId && answer[0] < 500) replays.set(replayKey, answer);
      send(response, ...answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    orders,
    subscriptions,
    plans,
    captures,
    revisions,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      order.status = 'APPROVED';
    },
    approveRevision(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription?.revisedPlanId) throw new Error(`No revision of ${subscriptionId} to approve`);
      subscription.planId = subscription.revisedPlanId;
      subscription.revisedPlanId = null;
    },
    deliver(name, replacements = []) {
      const body = paypalEventBody(name, replacements);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        body,
        headers: {
          'Content-Type': 'application/json',
          'PayPal-Auth-Algo': 'SHA256withRSA',
          'PayPal-Cert-Url': `${base}/v1/notifications/certs/CERT-fake`,
          'PayPal-Transmission-Id': transmissionId,
          'PayPal-Transmission-Sig': signature(transmissionId, time, options.webhookId, body),
          'PayPal-Transmission-Time': time,
        },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
