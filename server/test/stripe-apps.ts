import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type Delivery, type FakeStripe } from './fakes/fake-stripe-server';
import { stripeShapes, type StripeShape } from './fakes/recorded/stripe-fixtures';
import { createTestApp, type TestApp } from './test-app';

const stripeKeys = { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake' };

/**
 * A fake Stripe per API shape for the calling test file, started before its tests (with the file's database) and
 * closed after them. Answers the fake of a shape.
 */
export function fakeStripePerShape(): (shape: StripeShape) => FakeStripe {
  const fakes = new Map<StripeShape, FakeStripe>();
  beforeAll(async () => {
    for (const shape of stripeShapes) fakes.set(shape, await startFakeStripe({ ...stripeKeys, shape }));
    await createTestApp();
  }, 120_000);
  afterAll(async () => {
    for (const fake of fakes.values()) await fake.close();
  });
  return (shape) => {
    const fake = fakes.get(shape);
    if (!fake) throw new Error(`No fake Stripe of the ${shape} shape is running`);
    return fake;
  };
}

/** The app with Stripe as its provider, pointed at `stripe`. */
export function stripeApp(stripe: FakeStripe, options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  return createTestApp({
    ...options,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripeKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
}

/** Delivers a Stripe event to the app's webhook, as Stripe would. */
export const deliverStripe = (t: TestApp, delivery: Delivery) =>
  t.request('/api/v1/billing/webhooks/stripe', { method: 'POST', body: delivery.body, headers: delivery.headers });
