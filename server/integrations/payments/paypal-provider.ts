import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Plan, PlanPrice } from '../../../contract';
import { toDecimalString } from './money';
import { WebhookRejectedError, type PaymentProvider } from './payment-provider';
import { createPayPalClient, PayPalError, type FetchLike, type PayPalClient } from './paypal-client';
import { paypalMinorUnit } from './paypal-currencies';
import { paypalWebhookEvent, readPayPalEvent, type PayPalWebhookEvent } from './paypal-events';

const linksAnswer = z.object({ id: z.string().optional(), links: z.array(z.object({ rel: z.string(), href: z.url() })) });
const idAnswer = z.object({ id: z.string() });
const verification = z.object({ verification_status: z.string() });
const statusAnswer = z.object({ status: z.string() });
const subscriptionAnswer = z.object({ id: z.string(), plan_id: z.string() });

/** What PayPal's webhook headers carry for its signature check. */
const signatureHeaders = [
  'paypal-auth-algo',
  'paypal-cert-url',
  'paypal-transmission-id',
  'paypal-transmission-sig',
  'paypal-transmission-time',
] as const;

const intervalUnit = { month: 'MONTH', year: 'YEAR' } as const;
const link = (answer: z.infer<typeof linksAnswer>, ...rels: string[]) =>
  answer.links.find((found) => rels.includes(found.rel))?.href ?? null;
const requireLink = (answer: z.infer<typeof linksAnswer>, ...rels: string[]) => {
  const href = link(answer, ...rels);
  if (!href) throw new Error(`PayPal's answer has no ${rels.join(' or ')} link`);
  return href;
};

const amount = (price: Pick<PlanPrice, 'price' | 'currency'>) =>
  toDecimalString(price.price, price.currency, paypalMinorUnit(price.currency), 'PayPal');

/** Plans can only be switched within one PayPal product: one for personal plans, one for team plans. */
const productKind = (plan: Plan) => (plan.seats_granted > 0 ? 'team' : 'personal');

/**
 * The verify-webhook-signature request with the event exactly as received: PayPal checks the signature against
 * the bytes it signed, so re-serialising the event (other whitespace, escapes or key order) would fail a genuine one.
 */
function verificationBody(fields: Record<string, string>, rawEvent: string): string {
  return `{${Object.entries(fields)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(',')},"webhook_event":${rawEvent}}`;
}

/**
 * PayPal: hosted checkout through Orders v2 for one-time purchases (captured when the buyer returns or when PayPal
 * says they approved, whichever comes first, once) and the Subscriptions API for plans (a PayPal billing plan per
 * price and content). Webhooks are checked by PayPal's own verify-webhook-signature call with the webhook's id.
 */
export function createPayPalProvider(deps: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  apiUrl: string;
  fetch?: FetchLike;
}): PaymentProvider {
  const paypal: PayPalClient = createPayPalClient(deps);
  const plans = new Map<string, Promise<string>>();

  /**
   * The PayPal billing plan of one of our prices as it is now. Its request id names what the plan is (name,
   * interval, amount, currency), so a changed price makes a new plan instead of PayPal answering the old one.
   */
  function billingPlan(plan: Plan, price: PlanPrice & { billing_interval: 'month' | 'year' }): Promise<string> {
    const value = amount(price);
    const content = createHash('sha256')
      .update(JSON.stringify([plan.plan_name, price.billing_interval, value, price.currency]))
      .digest('hex')
      .slice(0, 16);
    const key = `${price.id}-${content}`;
    let found = plans.get(key);
    if (!found) {
      found = (async () => {
        const kind = productKind(plan);
        const product = await paypal.post(
          '/v1/catalogs/products',
          { name: kind === 'team' ? 'Team plans' : 'Plans', type: 'SERVICE' },
          idAnswer,
          `product-${kind}`,
        );
        const created = await paypal.post(
          '/v1/billing/plans',
          {
            product_id: product.id,
            name: `${plan.plan_name} (${price.billing_interval})`,
            billing_cycles: [
              {
                frequency: { interval_unit: intervalUnit[price.billing_interval], interval_count: 1 },
                tenure_type: 'REGULAR',
                sequence: 1,
                total_cycles: 0,
                pricing_scheme: { fixed_price: { value, currency_code: price.currency } },
              },
            ],
            payment_preferences: { payment_failure_threshold: 1 },
          },
          idAnswer,
          `plan-${key}`,
        );
        return created.id;
      })();
      plans.set(key, found);
      found.catch(() => plans.delete(key));
    }
    return found;
  }

  /** Captures an approved order, idempotently: a second capture (the return and the webhook) reads the first. */
  async function captureOrder(orderId: string): Promise<boolean> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    try {
      return (await paypal.post(`${path}/capture`, {}, statusAnswer, `capture-${orderId}`)).status === 'COMPLETED';
    } catch (error) {
      if (!(error instanceof PayPalError)) throw error;
      if (error.issue === 'ORDER_ALREADY_CAPTURED') return (await paypal.get(path, statusAnswer)).status === 'COMPLETED';
      // Not approved (the buyer went back without paying), or gone: nothing to take.
      if (error.status === 404 || error.status === 422) return false;
      throw error;
    }
  }

  const lookups = {
    captureOrder,
    planOf: async (subscriptionId: string) =>
      (await paypal.get(`/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`, subscriptionAnswer)).plan_id,
  };

  return {
    name: 'paypal',
    minorUnit: paypalMinorUnit,
    async createCheckout(request) {
      const { plan, price } = request;
      if (price.billing_interval === 'one-time') {
        const order = await paypal.post(
          '/v2/checkout/orders',
          {
            intent: 'CAPTURE',
            purchase_units: [
              {
                reference_id: request.checkoutId,
                custom_id: request.checkoutId,
                description: plan.plan_name,
                amount: { currency_code: price.currency, value: amount(price) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: {
                  // Back through this server, which captures the order before the buyer sees the studio again.
                  return_url: request.serverReturnUrl,
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
        if (!order.id) throw new Error('PayPal answered an order without its id');
        return { url: requireLink(order, 'payer-action', 'approve'), sessionId: order.id };
      }
      const subscription = await paypal.post(
        '/v1/billing/subscriptions',
        {
          plan_id: await billingPlan(plan, { ...price, billing_interval: price.billing_interval }),
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
      if (!subscription.id) throw new Error('PayPal answered a subscription without its id');
      return { url: requireLink(subscription, 'approve'), sessionId: subscription.id };
    },
    // PayPal has no customer portal a server can open: subscribers manage (and cancel) them in their PayPal account.
    async createPortal() {
      return null;
    },
    async changePlan(request) {
      const { plan, price } = request;
      if (price.billing_interval === 'one-time') throw new Error(`Price ${price.id} is not a subscription's`);
      const providerPlanId = await billingPlan(plan, { ...price, billing_interval: price.billing_interval });
      const revised = await paypal.post(
        `/v1/billing/subscriptions/${encodeURIComponent(request.subscriptionId)}/revise`,
        {
          plan_id: providerPlanId,
          application_context: { return_url: request.returnUrl, cancel_url: request.returnUrl, shipping_preference: 'NO_SHIPPING' },
        },
        linksAnswer,
        `revise-${request.changeId}`,
      );
      // A PayPal account approves the new plan at PayPal; a card subscription needs no approval.
      return { status: 'scheduled', providerPlanId, approveUrl: link(revised, 'approve') };
    },
    async completeReturn(checkout) {
      // Only an order waits for the seller to take its money (a subscription's id is no order: PayPal answers 404).
      const orderId = checkout.providerSessionId;
      if (!orderId || !(await captureOrder(orderId))) return null;
      return { eventId: `order-return:${orderId}`, kind: 'checkout_completed', checkoutId: checkout.id };
    },
    async readWebhook(rawBody, headers) {
      let parsed: PayPalWebhookEvent;
      try {
        parsed = paypalWebhookEvent.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejectedError('The event is not one PayPal sends.');
      }
      const values = signatureHeaders.map((name) => headers.get(name));
      if (values.some((value) => !value)) throw new WebhookRejectedError('The PayPal signature headers are missing.');
      const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
      const body = verificationBody(
        {
          auth_algo: authAlgo!,
          cert_url: certUrl!,
          transmission_id: transmissionId!,
          transmission_sig: transmissionSig!,
          transmission_time: transmissionTime!,
          webhook_id: deps.webhookId,
        },
        rawBody,
      );
      const verdict = await paypal.post('/v1/notifications/verify-webhook-signature', body, verification);
      if (verdict.verification_status !== 'SUCCESS') throw new WebhookRejectedError('PayPal did not verify the signature.');
      try {
        return await readPayPalEvent(parsed, lookups);
      } catch (error) {
        if (error instanceof z.ZodError) throw new WebhookRejectedError('The event is not one PayPal sends.');
        throw error;
      }
    },
  };
}
