import { z } from 'zod';
import { minorUnits, WebhookRejectedError, type BillingEvent, type PaymentProvider } from './payment-provider';
import type { FetchLike } from './stripe-provider';

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const linksAnswer = z.object({ id: z.string(), links: z.array(z.object({ rel: z.string(), href: z.url() })) });
const idAnswer = z.object({ id: z.string() });
const verification = z.object({ verification_status: z.string() });
const captureAnswer = z.object({ status: z.string() });

const webhookEvent = z.object({ id: z.string(), event_type: z.string(), resource: z.record(z.string(), z.unknown()) });
const orderResource = z.object({ id: z.string(), purchase_units: z.array(z.object({ custom_id: z.string().nullish() })).min(1) });
const captureResource = z.object({ id: z.string(), custom_id: z.string().nullish() });
const subscriptionResource = z.object({
  id: z.string(),
  custom_id: z.string().nullish(),
  billing_info: z.object({ next_billing_time: z.iso.datetime({ offset: true }).nullish() }).nullish(),
});
const saleResource = z.object({
  id: z.string(),
  billing_agreement_id: z.string().nullish(),
  create_time: z.iso.datetime({ offset: true }).nullish(),
});

/** What PayPal's webhook headers carry for its signature check. */
const signatureHeaders = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

const intervalUnit = { month: 'MONTH', year: 'YEAR' } as const;
const link = (answer: z.infer<typeof linksAnswer>, ...rels: string[]) => {
  const found = answer.links.find((candidate) => rels.includes(candidate.rel));
  if (!found) throw new Error(`PayPal's answer has no ${rels.join(' or ')} link`);
  return found.href;
};

const amount = (price: number) => (minorUnits(price) / 100).toFixed(2);

/**
 * PayPal: hosted checkout through Orders v2 for one-time purchases (captured when the buyer approves) and the
 * Subscriptions API for plans (a PayPal product and billing plan are made once per price and process).
 * Webhooks are checked by PayPal's own verify-webhook-signature call with the webhook's id.
 */
export function createPayPalProvider(deps: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiUrl: string;
  fetch?: FetchLike;
}): PaymentProvider {
  const fetcher: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));
  const base = deps.apiUrl.replace(/\/+$/, '');
  let token: { value: string; expires: number } | null = null;
  const plans = new Map<string, Promise<string>>();

  async function accessToken(): Promise<string> {
    if (token && token.expires > Date.now()) return token.value;
    const response = await fetcher(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${deps.clientId}:${deps.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`PayPal refused our credentials (${response.status})`);
    const answer = tokenAnswer.parse(await response.json());
    token = { value: answer.access_token, expires: Date.now() + Math.max(0, answer.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(path: string, body: unknown, schema: z.ZodType<T>, requestId?: string): Promise<T> {
    const response = await fetcher(`${base}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`PayPal answered ${response.status} to ${path}: ${text.slice(0, 500)}`);
    return schema.parse(JSON.parse(text));
  }

  /** The PayPal billing plan of one of our prices, made once per process. */
  function billingPlan(name: string, priceId: string, price: { price: number; currency: string; billing_interval: 'month' | 'year' }) {
    let plan = plans.get(priceId);
    if (!plan) {
      plan = (async () => {
        const product = await call('/v1/catalogs/products', { name, type: 'SERVICE' }, idAnswer, `product-${priceId}`);
        const created = await call(
          '/v1/billing/plans',
          {
            product_id: product.id,
            name: `${name} (${price.billing_interval})`,
            billing_cycles: [
              {
                frequency: { interval_unit: intervalUnit[price.billing_interval], interval_count: 1 },
                tenure_type: 'REGULAR',
                sequence: 1,
                total_cycles: 0,
                pricing_scheme: { fixed_price: { value: amount(price.price), currency_code: price.currency } },
              },
            ],
            payment_preferences: { payment_failure_threshold: 1 },
          },
          idAnswer,
          `plan-${priceId}`,
        );
        return created.id;
      })();
      plans.set(priceId, plan);
      plan.catch(() => plans.delete(priceId));
    }
    return plan;
  }

  async function toBillingEvent(event: z.infer<typeof webhookEvent>): Promise<BillingEvent> {
    const eventId = event.id;
    const ignored: BillingEvent = { eventId, kind: 'ignored', type: event.event_type };
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED': {
        // The buyer said yes; the money moves when we capture. PAYMENT.CAPTURE.COMPLETED follows, and whichever
        // arrives first completes the checkout (a checkout completes once).
        const order = orderResource.parse(event.resource);
        const capture = await call(
          `/v2/checkout/orders/${encodeURIComponent(order.id)}/capture`,
          {},
          captureAnswer,
          `capture-${order.id}`,
        ).catch((error: unknown) => {
          // Captured before (a redelivered approval): the capture's own event completes the checkout.
          if (error instanceof Error && error.message.includes('ORDER_ALREADY_CAPTURED')) return null;
          throw error;
        });
        const checkoutId = order.purchase_units[0]!.custom_id;
        return capture?.status === 'COMPLETED' && checkoutId ? { eventId, kind: 'checkout_completed', checkoutId } : ignored;
      }
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const capture = captureResource.parse(event.resource);
        return capture.custom_id ? { eventId, kind: 'checkout_completed', checkoutId: capture.custom_id } : ignored;
      }
      case 'BILLING.SUBSCRIPTION.ACTIVATED': {
        const subscription = subscriptionResource.parse(event.resource);
        const next = subscription.billing_info?.next_billing_time;
        if (!subscription.custom_id) return ignored;
        return {
          eventId,
          kind: 'checkout_completed',
          checkoutId: subscription.custom_id,
          subscription: { id: subscription.id, ...(next ? { periodEnd: new Date(next) } : {}) },
        };
      }
      case 'PAYMENT.SALE.COMPLETED': {
        const sale = saleResource.parse(event.resource);
        if (!sale.billing_agreement_id) return ignored;
        return {
          eventId,
          kind: 'subscription_renewed',
          subscriptionId: sale.billing_agreement_id,
          paymentId: sale.id,
          ...(sale.create_time ? { paidAt: new Date(sale.create_time) } : {}),
        };
      }
      case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
        return { eventId, kind: 'renewal_failed', subscriptionId: subscriptionResource.parse(event.resource).id };
      case 'BILLING.SUBSCRIPTION.CANCELLED':
      case 'BILLING.SUBSCRIPTION.EXPIRED':
      case 'BILLING.SUBSCRIPTION.SUSPENDED':
        return { eventId, kind: 'subscription_ended', subscriptionId: subscriptionResource.parse(event.resource).id };
      default:
        return ignored;
    }
  }

  return {
    name: 'paypal',
    async createCheckout(request) {
      const { plan, price } = request;
      if (price.billing_interval === 'one-time') {
        const order = await call(
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: request.checkoutId,
                custom_id: request.checkoutId,
                description: plan.plan_name,
                amount: { currency_code: price.currency, value: amount(price.price) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: {
                  return_url: request.successUrl,
                  cancel_url: request.cancelUrl,
                  user_action: 'PAY_NOW',
                  shipping_preference: 'NO_SHIPPING',
                },
              },
            },
          },
          linksAnswer,
          `order-${request.checkoutId}`,
        );
        return { url: link(order, 'payer-action', 'approve'), sessionId: order.id };
      }
      const planId = await billingPlan(plan.plan_name, price.id, {
        price: price.price,
        currency: price.currency,
        billing_interval: price.billing_interval,
      });
      const subscription = await call(
        '/v1/billing/subscriptions',
        {
          plan_id: planId,
          custom_id: request.checkoutId,
          subscriber: { email_address: request.customerEmail },
          application_context: {
            return_url: request.successUrl,
            cancel_url: request.cancelUrl,
            user_action: 'SUBSCRIBE_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
        linksAnswer,
        `subscription-${request.checkoutId}`,
      );
      return { url: link(subscription, 'approve'), sessionId: subscription.id };
    },
    // PayPal has no customer portal a server can open: subscribers manage (and cancel) them in their PayPal account.
    async createPortal() {
      return null;
    },
    async readWebhook(rawBody, headers) {
      let parsed: z.infer<typeof webhookEvent>;
      try {
        parsed = webhookEvent.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejectedError('The event is not one PayPal sends.');
      }
      const values = signatureHeaders.map((name) => headers.get(name));
      if (values.some((value) => !value)) throw new WebhookRejectedError('The PayPal signature headers are missing.');
      const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
      const verdict = await call(
        '/v1/notifications/verify-webhook-signature',
        {
          auth_algo: authAlgo,
          cert_url: certUrl,
          transmission_id: transmissionId,
          transmission_sig: transmissionSig,
          transmission_time: transmissionTime,
          webhook_id: deps.webhookId,
          webhook_event: JSON.parse(rawBody),
        },
        verification,
      );
      if (verdict.verification_status !== 'SUCCESS') throw new WebhookRejectedError('PayPal did not verify the signature.');
      return toBillingEvent(parsed);
    },
  };
}
