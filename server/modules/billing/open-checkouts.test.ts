import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { billingCheckouts, billingSubscriptions } from '../../db/schema';
import { pressSandboxButton, startCheckout } from '../../test/billing';
import { deliverStripe, fakeStripePerShape, stripeApp } from '../../test/stripe-apps';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

// Checkouts through a provider's pages, many at once: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  await createTestApp();
}, 120_000);

const checkoutsOf = (t: TestApp, user: SignedInUser) =>
  t.deps.db
    .select()
    .from(billingCheckouts)
    .where(and(eq(billingCheckouts.userId, user.userId), isNull(billingCheckouts.teamId)));
const subscriptionsOf = (t: TestApp, user: SignedInUser) =>
  t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId));

describe('one account never pays two subscriptions from two checkouts', () => {
  it('closes the checkout left open in another tab when a new one starts: only the new one can be paid', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const first = await startCheckout(t, user, 'pro-monthly');
    const second = await startCheckout(t, user, 'plus-monthly');
    expect([first.status, second.status]).toEqual([200, 200]);

    // The first tab's page is over: paying it grants nothing.
    expect((await t.request(first.path!)).status).toBe(404);
    expect((await pressSandboxButton(t, `${first.path}/pay`)).status).toBe(404);
    expect((await pressSandboxButton(t, `${second.path}/pay`)).status).toBe(303);

    const rows = await subscriptionsOf(t, user);
    expect(rows.map((row) => row.planId)).toEqual(['plus']);
    expect((await checkoutsOf(t, user)).map((row) => row.status).toSorted()).toEqual(['canceled', 'completed']);
  });

  it('lets 12 checkouts started at once leave exactly one open, each refused one told why, none failing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const answers = await Promise.all(Array.from({ length: 12 }, () => startCheckout(t, user, 'pro-monthly')));
    for (const answer of answers) {
      if (answer.status === 200) continue;
      expect(answer).toMatchObject({ status: 409, body: { code: 'checkout_open' } });
      expect(answer.body.message).toMatch(/checkout for a plan is being opened for this account/);
    }
    const open = (await checkoutsOf(t, user)).filter((row) => row.status === 'open');
    expect(open).toHaveLength(1);
    // Only the one still open can be paid, whichever request opened it.
    const paths = answers.flatMap((answer) => (answer.path ? [answer.path] : []));
    const paid = await Promise.all(paths.map((path) => pressSandboxButton(t, `${path}/pay`)));
    expect(paid.filter((response) => response.status === 303)).toHaveLength(1);
    expect(await subscriptionsOf(t, user)).toHaveLength(1);
  });

  it('leaves point packs alone: two open at once are two purchases the buyer asked for', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const first = await startCheckout(t, user, 'points-1000-once');
    const pro = await startCheckout(t, user, 'pro-monthly');
    const second = await startCheckout(t, user, 'points-1000-once');
    expect([first.status, pro.status, second.status]).toEqual([200, 200, 200]);
    expect((await checkoutsOf(t, user)).every((row) => row.status === 'open')).toBe(true);
  });
});

const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

describe('at Stripe, the earlier checkout is expired through the API before a second subscription checkout opens', () => {
  const fake = fakeStripePerShape();

  it('expires the unpaid one, so it can no longer be paid', async () => {
    const stripe = fake('basil');
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const first = await startCheckout(t, user, 'pro-monthly');
    const second = await startCheckout(t, user, 'plus-monthly');
    expect([first.status, second.status]).toEqual([200, 200]);
    const expire = stripe.calls.filter((call) => call.path === `/v1/checkout/sessions/${sessionOf(first.body.checkout_url)}/expire`);
    expect(expire).toHaveLength(1);
    expect(() => stripe.completed(sessionOf(first.body.checkout_url))).toThrow(/expired/);
    expect((await deliverStripe(t, stripe.completed(sessionOf(second.body.checkout_url)))).status).toBe(200);
    expect((await subscriptionsOf(t, user)).map((row) => row.planId)).toEqual(['plus']);
  });

  it('refuses a second one when the first was just paid, and the first payment still grants once', async () => {
    const stripe = fake('basil');
    const t = await stripeApp(stripe);
    const user = await signedInUser(t);
    const first = await startCheckout(t, user, 'pro-monthly');
    // Paid at Stripe; its webhook has not arrived yet.
    const paid = stripe.completed(sessionOf(first.body.checkout_url));
    const second = await startCheckout(t, user, 'plus-monthly');
    expect(second).toMatchObject({
      status: 409,
      body: {
        code: 'checkout_open',
        message: 'A plan was just bought for this account: it shows in a moment. To switch plans, change that one.',
      },
    });
    expect((await deliverStripe(t, paid)).status).toBe(200);
    expect((await deliverStripe(t, paid)).status).toBe(200);
    expect((await subscriptionsOf(t, user)).map((row) => row.planId)).toEqual(['pro']);
    expect((await checkoutsOf(t, user)).map((row) => row.status).toSorted()).toEqual(['canceled', 'completed']);
  });
});
