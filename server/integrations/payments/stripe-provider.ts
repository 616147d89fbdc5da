import { createRequire } from 'node:module';
import type { Stripe } from 'stripe';
import type { Clock } from '../../clock';
import { toMinorUnits } from './money';
import { planChangedEvent, WebhookRejectedError, type PaymentProvider } from './payment-provider';
import { stripeMinorUnit } from './stripe-currencies';
import { readStripeEvent } from './stripe-events';

/** How old a signed event may be: the SDK's default tolerance, which stops old replays at the door. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

// The SDK is required when a Stripe provider is made, not when this file loads: a server on another payment
// provider would otherwise hold some 6 MiB of it. Its CommonJS entry exports the Stripe class itself.
const require = createRequire(import.meta.url);
const stripeSdk = () => require('stripe') as typeof Stripe;

/** The official SDK, pointed at `apiUrl` (Stripe's API, or a test's fake): it pins the API version and keys every POST. */
function stripeClient(secretKey: string, apiUrl: string): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const StripeSdk = stripeSdk();
  return new StripeSdk(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'studio' },
  });
}

const amountOf = (price: { price: number; currency: string }) =>
  toMinorUnits(price.price, price.currency, stripeMinorUnit(price.currency), 'Stripe');

/**
 * Stripe through its official SDK: Checkout Sessions with the price given inline (nothing to set up in Stripe's
 * dashboard but the webhook), the customer portal, changes of plan prorated by Stripe, and webhooks checked with
 * the SDK against the endpoint's signing secret.
 */
export function createStripeProvider(deps: { secretKey: string; webhookSecret: string; apiUrl: string; clock: Clock }): PaymentProvider {
  const stripe = stripeClient(deps.secretKey, deps.apiUrl);

  /** A Stripe product per plan, under an id of ours, so a change of plan names the plan it moves to. */
  async function productOf(plan: { id: string; plan_name: string }): Promise<string> {
    const id = `studio_plan_${plan.id}`;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof stripeSdk().errors.StripeInvalidRequestError) || error.statusCode !== 404) throw error;
      return (await stripe.products.create({ id, name: plan.plan_name }, { idempotencyKey: `product-${id}` })).id;
    }
  }

  /** Whether the header signs the body but longer ago than the tolerance: said apart from a forged signature. */
  function isSignedButStale(rawBody: string, header: string): boolean {
    try {
      return stripe.webhooks.signature?.verifyHeader(rawBody, header, deps.webhookSecret, 0) === true;
    } catch {
      return false;
    }
  }

  return {
    name: 'stripe',
    minorUnit: stripeMinorUnit,
    async createCheckout(request) {
      const { plan, price } = request;
      const isSubscription = price.billing_interval !== 'one-time';
      const metadata = { checkout_id: request.checkoutId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: isSubscription ? 'subscription' : 'payment',
          client_reference_id: request.checkoutId,
          metadata,
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: price.currency.toLowerCase(),
                unit_amount: amountOf(price),
                product_data: { name: plan.plan_name },
                ...(price.billing_interval === 'one-time' ? {} : { recurring: { interval: price.billing_interval } }),
              },
            },
          ],
          ...(isSubscription ? { subscription_data: { metadata } } : {}),
        },
        { idempotencyKey: `checkout-${request.checkoutId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { url: session.url, sessionId: session.id };
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        // Stripe expires only an open session: a paid or already expired one says which it is when asked.
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'expired') return 'expired';
        if (session.status === 'complete') return 'completed';
        throw error;
      }
    },
    async createPortal(request) {
      if (!request.customerId) return null;
      const portal = await stripe.billingPortal.sessions.create({ customer: request.customerId, return_url: request.returnUrl });
      return portal.url;
    },
    async changePlan(request) {
      const { price } = request;
      if (price.billing_interval === 'one-time') throw new Error(`Price ${price.id} is not a subscription's`);
      const subscription = await stripe.subscriptions.retrieve(request.subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe's subscription ${subscription.id} has no item to change`);
      await stripe.subscriptions.update(
        subscription.id,
        {
          items: [
            {
              id: item.id,
              price_data: {
                currency: price.currency.toLowerCase(),
                product: await productOf(request.plan),
                unit_amount: amountOf(price),
                recurring: { interval: price.billing_interval },
              },
            },
          ],
          // Stripe invoices the difference for the rest of the period at once; the change stands only if it is paid.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          metadata: { price_id: price.id },
        },
        { idempotencyKey: `change-${request.changeId}` },
      );
      return { status: 'changed', event: planChangedEvent(request, subscription.id) };
    },
    async readWebhook(rawBody, headers) {
      const header = headers.get('Stripe-Signature');
      if (!header) throw new WebhookRejectedError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          deps.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          deps.clock.now().getTime(),
        );
      } catch {
        throw new WebhookRejectedError(
          isSignedButStale(rawBody, header)
            ? `The Stripe event was signed more than ${SIGNATURE_TOLERANCE_SECONDS / 60} minutes ago: too old to accept (a replay, or this server's clock is off).`
            : 'The Stripe signature does not match.',
        );
      }
      try {
        return readStripeEvent(event);
      } catch {
        throw new WebhookRejectedError('The event is not one Stripe sends.');
      }
    },
  };
}
