import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPayload } from '../../integrations/payments/signed-payload';

/**
 * A stand-in for Stripe's API, for tests: it refuses a wrong secret key and a session without what Stripe
 * requires (mode, URLs, one priced line item, `recurring` exactly for subscriptions), answers in Stripe's shapes,
 * and signs the webhook events it sends with the endpoint secret, as Stripe does (`Stripe-Signature`).
 */
export interface FakeStripe {
  url: string;
  /** Checkout sessions created, by id, with the form fields as sent. */
  sessions: Map<string, Record<string, string>>;
  portals: Array<Record<string, string>>;
  /** An event as Stripe would deliver it, signed at `at` (seconds, default now). */
  event(type: string, object: Record<string, unknown>, at?: number): { body: string; headers: Record<string, string> };
  /** The checkout.session.completed event of a created session, paid. */
  completed(sessionId: string, extra?: Record<string, unknown>): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const stripeError = (response: ServerResponse, status: number, message: string) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', message } }));
};

export async function startFakeStripe(options: { secretKey: string; webhookSecret: string }): Promise<FakeStripe> {
  const sessions = new Map<string, Record<string, string>>();
  const portals: Array<Record<string, string>> = [];
  let base = '';

  const server = createServer((request, response) => {
    void (async () => {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`) return stripeError(response, 401, 'Invalid API Key provided.');
      const form = await readForm(request);
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const line = 'line_items[0][price_data]';
        const missing = [
          'mode',
          'success_url',
          'cancel_url',
          `${line}[currency]`,
          `${line}[unit_amount]`,
          `${line}[product_data][name]`,
        ].filter((field) => !form[field]);
        if (missing.length > 0) return stripeError(response, 400, `Missing required param: ${missing[0]}.`);
        if ((form.mode === 'subscription') !== Boolean(form[`${line}[recurring][interval]`])) {
          return stripeError(response, 400, 'A subscription needs a recurring price, and only a subscription takes one.');
        }
        const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
        sessions.set(id, form);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.end(JSON.stringify({ id, object: 'checkout.session', url: `${base}/c/pay/${id}` }));
      }
      if (request.method === 'POST' && request.url === '/v1/billing_portal/sessions') {
        if (!form.customer) return stripeError(response, 400, 'Missing required param: customer.');
        portals.push(form);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return response.end(JSON.stringify({ id: `bps_${randomUUID()}`, url: `${base}/p/session/${form.customer}` }));
      }
      return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${request.url}).`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event: FakeStripe['event'] = (type, object, at = Math.floor(Date.now() / 1000)) => {
    const body = JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, data: { object } });
    return { body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signPayload(options.webhookSecret, body, at) } };
  };

  return {
    url: base,
    sessions,
    portals,
    event,
    completed(sessionId, extra = {}) {
      const form = sessions.get(sessionId);
      if (!form) throw new Error(`No session ${sessionId}`);
      return event('checkout.session.completed', {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: form.client_reference_id,
        mode: form.mode,
        payment_status: 'paid',
        customer: 'cus_fake',
        subscription: form.mode === 'subscription' ? `sub_${randomUUID().replaceAll('-', '')}` : null,
        ...extra,
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
