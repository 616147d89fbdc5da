import { eq } from 'drizzle-orm';
import { Stripe } from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { billingSubscriptions } from '../../db/schema';
import { plansIn, SITE, startCheckout } from '../../test/billing';
import { stripeShapes } from '../../test/fakes/recorded/stripe-fixtures';
import { ledgerState } from '../../test/point-accounts';
import { deliverStripe, fakeStripePerShape, stripeApp } from '../../test/stripe-apps';
import { signedInUser } from '../../test/users';

// Each test runs a real checkout through a fake provider over HTTP: slow on a busy machine, so allow a minute.
vi.setConfig({ testTimeout: 60_000 });

const fake = fakeStripePerShape();
const deliver = deliverStripe;
const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

describe.each(stripeShapes)('the Stripe provider, through the official SDK against a fake Stripe (%s events)', (shape) => {
  it('creates a Checkout Session on the pinned API version with an idempotency key, and credits a point pack once', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'points-5000-once');
    expect(checkout.status).toBe(200);
    const sessionId = sessionOf(checkout.body.checkout_url);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      customer_email: user.email,
      success_url: `${SITE}/billing?status=success`,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': '5,000 Points',
    });
    const call = stripe.calls.find((candidate) => candidate.path === '/v1/checkout/sessions')!;
    expect(call.stripeVersion).toBe(Stripe.API_VERSION);
    expect(call.idempotencyKey).toMatch(/^checkout-[0-9a-f-]{36}$/);

    const completed = stripe.completed(sessionId);
    expect((await deliver(t, { ...completed, headers: { ...completed.headers, 'Stripe-Signature': 't=1,v1=00' } })).status).toBe(400);
    expect((await deliver(t, { ...completed, body: completed.body.replace('"paid"', '"paid" ') })).status).toBe(400);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
    expect((await deliver(t, completed)).status).toBe(200);
    expect((await deliver(t, completed)).status).toBe(200);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 5050, rows: 2 });
  });

  it('says a stale event is stale, and a forged one does not match', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'points-1000-once');
    const sessionId = sessionOf(checkout.body.checkout_url);
    const completed = stripe.completed(sessionId);
    const stale = await deliver(
      t,
      stripe.event('checkout.session.completed', JSON.parse(completed.body).data.object, Math.floor(Date.now() / 1000) - 600),
    );
    expect(stale.status).toBe(400);
    expect((await stale.json()).message).toMatch(/signed more than 5 minutes ago/);
    const forged = await deliver(t, {
      ...completed,
      headers: { ...completed.headers, 'Stripe-Signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect((await forged.json()).message).toBe('The Stripe signature does not match.');
    const unsigned = await deliver(t, { body: completed.body, headers: { 'Content-Type': 'application/json' } });
    expect((await unsigned.json()).message).toBe('The Stripe-Signature header is missing.');
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
  });

  it('grants a checkout with nothing to pay (a 100 % coupon or a trial), and waits on an unpaid one', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const unpaid = sessionOf((await startCheckout(t, user, 'points-1000-once')).body.checkout_url);
    expect((await deliver(t, stripe.completed(unpaid, { paymentStatus: 'unpaid' }))).status).toBe(200);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
    const free = sessionOf((await startCheckout(t, user, 'pro-monthly')).body.checkout_url);
    expect((await deliver(t, stripe.completed(free, { paymentStatus: 'no_payment_required' }))).status).toBe(200);
    expect((await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier).toBe('Pro');
  });

  it('charges a zero-decimal currency in whole units: 1,000 JPY is 1000, not 100000', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe, {
      overrides: { plans: plansIn('JPY', { 'points-1000-once': 1000, 'plus-monthly': 1500, 'pro-monthly': 4500 }) },
    });
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'points-1000-once');
    expect(stripe.sessions.get(sessionOf(checkout.body.checkout_url))).toMatchObject({
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '1000',
    });
  });

  it('runs a subscription: Pro at once, a renewal, cancel at period end, a failed renewal, the end', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'pro-yearly');
    const sessionId = sessionOf(checkout.body.checkout_url);
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'year',
    });
    expect((await deliver(t, stripe.completed(sessionId))).status).toBe(200);
    const me = async () => (await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier;
    expect(await me()).toBe('Pro');
    const [row] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId));
    expect(row).toMatchObject({ provider: 'stripe', providerCustomerId: 'cus_fake', status: 'active' });
    const subscription = row!.providerSubscriptionId;
    const read = async () => (await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, row!.id)))[0]!;

    const nextYear = Math.floor(Date.now() / 1000) + 2 * 365 * 24 * 3600;
    expect((await deliver(t, stripe.invoicePaid(subscription, 'subscription_cycle', { periodEnd: nextYear }))).status).toBe(200);
    expect((await read()).currentPeriodEnd.getTime()).toBe(nextYear * 1000);
    await deliver(t, stripe.subscriptionUpdated(subscription, { cancelAtPeriodEnd: true }));
    expect((await read()).cancelAtPeriodEnd).toBe(true);
    await deliver(t, stripe.invoicePaymentFailed(subscription));
    expect((await read()).status).toBe('past_due');
    expect(await me()).toBe('Pro');
    await deliver(t, stripe.subscriptionDeleted(subscription));
    expect((await read()).status).toBe('ended');
    expect(await me()).toBe('Free');
    // Events Stripe sends that grant nothing here are answered, so Stripe does not retry them.
    expect((await deliver(t, stripe.event('customer.created', { id: 'cus_x' }))).status).toBe(200);
  });

  it("opens Stripe's customer portal for a customer, and says so when there is none yet", async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const none = await t.post('/api/v1/billing/portal-session', { return_url: `${SITE}/account` }, { token: user.token });
    expect(none.status).toBe(404);
    const checkout = await startCheckout(t, user, 'plus-monthly');
    await deliver(t, stripe.completed(sessionOf(checkout.body.checkout_url)));
    const portal = await t.post<{ portal_url: string }>(
      '/api/v1/billing/portal-session',
      { return_url: `${SITE}/account` },
      { token: user.token },
    );
    expect(portal.status).toBe(200);
    expect(portal.body.portal_url).toBe(`${stripe.url}/p/session/cus_fake`);
    expect(stripe.portals.at(-1)).toEqual({ customer: 'cus_fake', return_url: `${SITE}/account` });
  });
});
