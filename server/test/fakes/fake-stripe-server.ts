import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';
import { stripeCheckoutSession, stripeEventBody, stripeInvoice, stripeSubscription, type StripeShape } from './recorded/stripe-fixtures';

/** A webhook delivery: the body and its headers, as Stripe sends them. */
export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

interface FakeSubscription {
  customer: string;
  item: { id: string; product: string; currency: string; unitAmount: number; interval: string };
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

/**
 * A stand-in for Stripe's API, for tests, spoken to by the official SDK: it refuses a wrong secret key, a POST
 * without an Idempotency-Key or a request without a Stripe-Version, replays a repeated idempotent request as Stripe
 * does, and refuses a session or a subscription change without what Stripe requires. Its answers and the events it
 * sends are built from Stripe's recorded objects (recorded/stripe) in one API shape, and signed by the SDK's own
 * test helper with the endpoint secret.
 */
export interface FakeStripe {
  url: string;
  shape: StripeShape;
  /** Checkout sessions created, by id, with the form fields as sent. */
  sessions: Map<string, Record<string, string>>;
  portals: Array<Record<string, string>>;
  /** Subscriptions the fake holds (made when a subscription's checkout completes), by id. */
  subscriptions: Map<string, FakeSubscription>;
  /** Every subscription update as sent. */
  updates: Array<Record<string, string>>;
  /** Every API call: method, path, and the SDK's headers. */
  calls: Array<{ method: string; path: string; idempotencyKey: string | undefined; stripeVersion: string | undefined }>;
  /** An event as Stripe would deliver it, signed at `at` (seconds, default now). */
  event(type: string, object: Record<string, unknown>, at?: number): Delivery;
  /** The checkout.session.completed event of a created session (paid unless told); a subscription's is made here. */
  completed(sessionId: string, options?: { paymentStatus?: string; periodEnd?: number }): Delivery;
  /** invoice.paid of a subscription, for one of Stripe's billing reasons. */
  invoicePaid(subscriptionId: string, billingReason: string, options?: { invoiceId?: string; periodEnd?: number }): Delivery;
  invoicePaymentFailed(subscriptionId: string): Delivery;
  subscriptionUpdated(subscriptionId: string, changes?: { cancelAtPeriodEnd?: boolean; periodEnd?: number }): Delivery;
  subscriptionDeleted(subscriptionId: string): Delivery;
  close(): Promise<void>;
}

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}
const stripeError = (type: string, message: string) => ({ error: { type, message } });

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string; shape?: StripeShape }): Promise<FakeStripe> {
  const shape = options.shape ?? 'basil';
  const sessions: FakeStripe['sessions'] = new Map();
  const sessionStatus = new Map<string, 'open' | 'complete' | 'expired'>();
  const portals: FakeStripe['portals'] = [];
  const subscriptions: FakeStripe['subscriptions'] = new Map();
  const products = new Map<string, string>();
  const updates: FakeStripe['updates'] = [];
  const calls: FakeStripe['calls'] = [];
  const replays = new Map<string, { request: string; status: number; body: unknown }>();
  let base = '';

  const subscriptionObject = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`The fake Stripe holds no subscription ${id}`);
    return stripeSubscription(shape, { id, ...subscription });
  };

  function checkoutSession(form: Record<string, string>): [number, unknown] {
    const line = 'line_items[0][price_data]';
    const required = ['mode', 'success_url', 'cancel_url', `${line}[currency]`, `${line}[unit_amount]`, `${line}[product_data][name]`];
    const missing = required.filter((field) => !form[field]);
    if (missing.length > 0) return [400, stripeError('invalid_request_error', `Missing required param: ${missing[0]}.`)];
    if (!/^\d+$/.test(form[`${line}[unit_amount]`]!)) return [400, stripeError('invalid_request_error', 'Invalid integer: unit_amount.')];
    if ((form.mode === 'subscription') !== Boolean(form[`${line}[recurring][interval]`])) {
      return [400, stripeError('invalid_request_error', 'A subscription needs a recurring price, and only a subscription takes one.')];
    }
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    sessions.set(id, form);
    sessionStatus.set(id, 'open');
    return [200, { id, object: 'checkout.session', mode: form.mode, url: `${base}/c/pay/${id}` }];
  }

  function updateSubscription(id: string, form: Record<string, string>): [number, unknown] {
    const subscription = subscriptions.get(id);
    if (!subscription) return [404, stripeError('invalid_request_error', `No such subscription: '${id}'`)];
    const data = 'items[0][price_data]';
    if (form['items[0][id]'] !== subscription.item.id) {
      return [400, stripeError('invalid_request_error', 'A change of price must name the subscription item it replaces.')];
    }
    const product = form[`${data}[product]`];
    if (!product || !products.has(product)) return [400, stripeError('invalid_request_error', `No such product: '${product}'`)];
    const [currency, unitAmount, interval] = [
      form[`${data}[currency]`],
      form[`${data}[unit_amount]`],
      form[`${data}[recurring][interval]`],
    ];
    if (!currency || !unitAmount || !/^\d+$/.test(unitAmount) || !interval) {
      return [400, stripeError('invalid_request_error', 'price_data needs currency, unit_amount and recurring[interval].')];
    }
    updates.push(form);
    subscription.item = { ...subscription.item, product, currency, unitAmount: Number(unitAmount), interval };
    const metadata = Object.entries(form).filter(([key]) => key.startsWith('metadata['));
    for (const [key, value] of metadata) subscription.metadata[key.slice('metadata['.length, -1)] = value;
    return [200, subscriptionObject(id)];
  }

  const sessionObject = (id: string, form: Record<string, string>) =>
    stripeCheckoutSession(shape, {
      id,
      clientReferenceId: form.client_reference_id ?? null,
      mode: form.mode!,
      paymentStatus: sessionStatus.get(id) === 'complete' ? 'paid' : 'unpaid',
      customer: null,
      subscription: null,
      status: sessionStatus.get(id) ?? 'open',
    });

  /** Stripe expires only an open session; a paid or expired one answers 400, as the real API does. */
  function existingSession(method: string, path: string): [number, unknown] | null {
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (!match) return null;
    const id = decodeURIComponent(match[1]!);
    const form = sessions.get(id);
    if (!form) return [404, stripeError('invalid_request_error', `No such checkout.session: '${id}'`)];
    if (method === 'POST' && match[2]) {
      if (sessionStatus.get(id) !== 'open') {
        return [400, stripeError('invalid_request_error', 'Only Checkout Sessions with a status in ["open"] can be expired.')];
      }
      sessionStatus.set(id, 'expired');
      return [200, sessionObject(id, form)];
    }
    return method === 'GET' && !match[2] ? [200, sessionObject(id, form)] : null;
  }

  function route(method: string, path: string, form: Record<string, string>): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return checkoutSession(form);
    const session = existingSession(method, path);
    if (session) return session;
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!form.customer) return [400, stripeError('invalid_request_error', 'Missing required param: customer.')];
      portals.push(form);
      return [200, { id: newId('bps'), object: 'billing_portal.session', url: `${base}/p/session/${form.customer}` }];
    }
    const product = /^\/v1\/products\/([^/]+)$/.exec(path);
    if (method === 'GET' && product) {
      const name = products.get(decodeURIComponent(product[1]!));
      return name === undefined
        ? [404, stripeError('invalid_request_error', `No such product: '${product[1]}'`)]
        : [200, { id: decodeURIComponent(product[1]!), object: 'product', name }];
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = form.id ?? newId('prod');
      if (!form.name) return [400, stripeError('invalid_request_error', 'Missing required param: name.')];
      if (products.has(id)) return [400, stripeError('invalid_request_error', `Product already exists: ${id}`)];
      products.set(id, form.name);
      return [200, { id, object: 'product', name: form.name }];
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription) {
      const id = decodeURIComponent(subscription[1]!);
      if (method === 'GET') {
        return subscriptions.has(id)
          ? [200, subscriptionObject(id)]
          : [404, stripeError('invalid_request_error', `No such subscription: '${id}'`)];
      }
      if (method === 'POST') return updateSubscription(id, form);
    }
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  }

  const server = createServer((request, response) => {
    void (async () => {
      const method = request.method ?? 'GET';
      const path = (request.url ?? '').split('?')[0]!;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      const stripeVersion = request.headers['stripe-version'] as string | undefined;
      calls.push({ method, path, idempotencyKey, stripeVersion });
      const text = await readText(request);
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
        return send(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
      }
      if (!stripeVersion) return send(response, 400, stripeError('invalid_request_error', 'A Stripe-Version header is required.'));
      if (method === 'POST' && !idempotencyKey) {
        return send(response, 400, stripeError('invalid_request_error', 'This fake expects an Idempotency-Key on every POST.'));
      }
      const replayKey = `${method} ${path} ${idempotencyKey}`;
      const replay = idempotencyKey ? replays.get(replayKey) : undefined;
      if (replay) {
        if (replay.request !== text) {
          return send(
            response,
            400,
            stripeError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters.'),
          );
        }
        response.setHeader('Idempotent-Replayed', 'true');
        return send(response, replay.status, replay.body);
      }
      const [status, body] = route(method, path, Object.fromEntries(new URLSearchParams(text)));
      if (idempotencyKey && method === 'POST') replays.set(replayKey, { request: text, status, body });
      send(response, status, body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event: FakeStripe['event'] = (type, object, at = nowSeconds()) => {
    const body = stripeEventBody(shape, type, object, { id: newId('evt'), created: at });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret, timestamp: at });
    return { body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } };
  };
  const periodEndOf = (id: string) => subscriptions.get(id)?.periodEnd ?? nowSeconds() + 30 * DAY;

  return {
    url: base,
    shape,
    sessions,
    portals,
    subscriptions,
    updates,
    calls,
    event,
    completed(sessionId, completion = {}) {
      const form = sessions.get(sessionId);
      if (!form) throw new Error(`No session ${sessionId}`);
      if (sessionStatus.get(sessionId) === 'expired') throw new Error(`Session ${sessionId} has expired: it cannot be paid`);
      sessionStatus.set(sessionId, 'complete');
      const line = 'line_items[0][price_data]';
      let subscription: string | null = null;
      if (form.mode === 'subscription') {
        subscription = newId('sub');
        const interval = form[`${line}[recurring][interval]`]!;
        subscriptions.set(subscription, {
          customer: 'cus_fake',
          item: {
            id: newId('si'),
            product: newId('prod'),
            currency: form[`${line}[currency]`]!,
            unitAmount: Number(form[`${line}[unit_amount]`]),
            interval,
          },
          periodEnd: completion.periodEnd ?? nowSeconds() + (interval === 'year' ? 365 : 30) * DAY,
          cancelAtPeriodEnd: false,
          metadata: { checkout_id: form.client_reference_id ?? '' },
        });
      }
      const session = stripeCheckoutSession(shape, {
        id: sessionId,
        clientReferenceId: form.client_reference_id ?? null,
        mode: form.mode!,
        paymentStatus: completion.paymentStatus ?? 'paid',
        customer: 'cus_fake',
        subscription,
      });
      return event('checkout.session.completed', session);
    },
    invoicePaid(subscriptionId, billingReason, invoice = {}) {
      const periodEnd = invoice.periodEnd ?? periodEndOf(subscriptionId);
      const subscription = subscriptions.get(subscriptionId);
      if (subscription && billingReason === 'subscription_cycle') subscription.periodEnd = periodEnd;
      const object = stripeInvoice(shape, { id: invoice.invoiceId ?? newId('in'), billingReason, subscriptionId, periodEnd });
      return event('invoice.paid', object);
    },
    invoicePaymentFailed(subscriptionId) {
      const object = stripeInvoice(shape, {
        id: newId('in'),
        billingReason: 'subscription_cycle',
        subscriptionId,
        periodEnd: periodEndOf(subscriptionId),
      });
      return event('invoice.payment_failed', object);
    },
    subscriptionUpdated(subscriptionId, changes = {}) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      Object.assign(subscription, {
        ...(changes.cancelAtPeriodEnd === undefined ? {} : { cancelAtPeriodEnd: changes.cancelAtPeriodEnd }),
        ...(changes.periodEnd === undefined ? {} : { periodEnd: changes.periodEnd }),
      });
      return event('customer.subscription.updated', subscriptionObject(subscriptionId));
    },
    subscriptionDeleted(subscriptionId) {
      return event('customer.subscription.deleted', { ...subscriptionObject(subscriptionId), status: 'canceled' });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
