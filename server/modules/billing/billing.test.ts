import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planSchema } from '../../../contract';
import { billingSubscriptions } from '../../db/schema';
import { createSandboxProvider } from '../../integrations/payments/sandbox-provider';
import { buyWithSandbox, pressSandboxButton, SITE, startCheckout } from '../../test/billing';
import { ledgerState } from '../../test/point-accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

// The file's database is made (and migrated) by the first app: on a busy machine that alone can take most of a test's time.
beforeAll(async () => {
  await createTestApp();
}, 120_000);

const tierOf = async (t: TestApp, user: SignedInUser) =>
  (await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier;

describe('GET /api/v1/billing/plans', () => {
  it('lists the catalog to anyone, each plan in the contract shape, tier plans opening with what the tier unlocks', async () => {
    const t = await createTestApp();
    const { status, body } = await t.get<unknown[]>('/api/v1/billing/plans');
    expect(status).toBe(200);
    const plans = body.map((plan) => planSchema.parse(plan));
    expect(plans.map((plan) => plan.package_type).toSorted()).toEqual(
      expect.arrayContaining(['combo', 'points_only', 'seats_only', 'tier_only']),
    );
    const pro = plans.find((plan) => plan.id === 'pro')!;
    expect(pro.description.split('\n')).toEqual(expect.arrayContaining(['Custom sizes', 'Create teams', 'Up to 8 generations at once']));
    expect(pro.prices.map((price) => price.billing_interval)).toEqual(['month', 'year']);
    expect(plans.find((plan) => plan.id === 'enterprise')!.prices).toEqual([]);
    expect(plans.find((plan) => plan.id === 'points-1000')).toMatchObject({ package_name: '1,000 Points', plan_type: 'one-time' });
  });
});

describe('POST /api/v1/billing/checkout-session', () => {
  it('refuses unknown prices, foreign return addresses, seats without a team, a team for a points pack, and strangers', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    expect(await startCheckout(t, user, 'gold-forever')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'Plan not found.' },
    });
    const foreign = await t.post(
      '/api/v1/billing/checkout-session',
      { price_id: 'pro-monthly', success_url: 'https://evil.example/win', cancel_url: `${SITE}/billing` },
      { token: user.token },
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: 'The return address must be on this site.' } });
    expect(await startCheckout(t, user, 'seats-5-once')).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(await startCheckout(t, user, 'seats-5-once', { team_id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      status: 404,
      body: { message: 'Team not found.' },
    });
    expect(await startCheckout(t, user, 'points-1000-once', { team_id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      status: 400,
    });
    const anonymous = await t.post('/api/v1/billing/checkout-session', { price_id: 'pro-monthly', success_url: SITE, cancel_url: SITE });
    expect(anonymous.status).toBe(401);
  });

  it('answers 503 billing_unavailable when no provider is configured', async () => {
    const t = await createTestApp({ env: { PAYMENT_PROVIDER: 'none' } });
    const user = await signedInUser(t);
    expect(await startCheckout(t, user, 'pro-monthly')).toMatchObject({ status: 503, body: { code: 'billing_unavailable' } });
    const portal = await t.post('/api/v1/billing/portal-session', { return_url: `${SITE}/account` }, { token: user.token });
    expect(portal).toMatchObject({ status: 503, body: { code: 'billing_unavailable' } });
  });
});

describe('buying through the sandbox provider', () => {
  it('shows a hosted checkout; paying sends a signed webhook that makes a Free user Pro at once', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'pro-monthly');
    expect(checkout.status).toBe(200);
    expect(checkout.body.checkout_url.startsWith(`${t.deps.env.PUBLIC_URL}/api/v1/billing/sandbox/checkout/`)).toBe(true);
    const page = await t.request(checkout.path!);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Pro');
    expect(text).toContain('Pay $29.99 / month');
    expect(await tierOf(t, user)).toBe('Free');

    const paid = await pressSandboxButton(t, `${checkout.path}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${SITE}/billing?status=success`);
    expect(await tierOf(t, user)).toBe('Pro');
    const allowance = await t.get<{ permissions: { teams: { canCreate: boolean } } }>('/api/v1/user/task-allowance', { token: user.token });
    expect(allowance.body.permissions.teams.canCreate).toBe(true);
    // The checkout is closed: its page and its button no longer work.
    expect((await t.request(checkout.path!)).status).toBe(404);
    expect((await pressSandboxButton(t, `${checkout.path}/pay`)).status).toBe(404);
  });

  it('credits a point pack once, into the ledger, and a cancelled checkout grants nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    await buyWithSandbox(t, user, 'points-1000-once');
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, ledger_sum: 1050, rows: 2 });
    const history = await t.get<{ history: Array<{ description: string; code: string; amount: number }> }>('/api/v1/points/history', {
      token: user.token,
    });
    expect(history.body.history[0]).toMatchObject({
      description: 'Purchase: 1,000 Points',
      code: 'purchase',
      params: { plan: '1,000 Points', plan_id: 'points-1000' },
      amount: 1000,
    });

    const cancelled = await startCheckout(t, user, 'points-5000-once');
    const back = await pressSandboxButton(t, `${cancelled.path}/cancel`);
    expect([back.status, back.headers.get('location')]).toEqual([303, `${SITE}/billing`]);
    expect((await pressSandboxButton(t, `${cancelled.path}/pay`)).status).toBe(404);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(1050);
  });
});

async function signedCompletion(t: TestApp, user: SignedInUser, priceId: string) {
  const checkout = await startCheckout(t, user, priceId);
  const checkoutId = checkout.path!.split('/').pop()!;
  const sandbox = createSandboxProvider({ secret: t.deps.secrets.codeKey, publicUrl: t.deps.env.PUBLIC_URL, clock: t.clock });
  return sandbox.signEvent({ type: 'checkout.completed', data: { checkout_id: checkoutId, customer_id: 'cus_test' } });
}
const deliver = (t: TestApp, delivery: { body: string; headers: Record<string, string> }, provider = 'sandbox') =>
  t.request(`/api/v1/billing/webhooks/${provider}`, { method: 'POST', body: delivery.body, headers: delivery.headers });

describe('the webhook', () => {
  it('refuses a bad or stale signature and changes nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const delivery = await signedCompletion(t, user, 'points-1000-once');
    const forged = { ...delivery, body: delivery.body.replace('cus_test', 'cus_evil') };
    expect((await deliver(t, forged)).status).toBe(400);
    expect((await deliver(t, { ...delivery, headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await deliver(t, delivery, 'stripe')).status).toBe(404);
    t.clock.advance(10 * 60 * 1000);
    expect((await deliver(t, delivery)).status).toBe(400);
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(50);
  });

  it('applies a replayed event once, and concurrent duplicates once', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const delivery = await signedCompletion(t, user, 'points-1000-once');
    const first = await deliver(t, delivery);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await deliver(t, delivery);
    expect([replay.status, await replay.json()]).toEqual([200, { received: true, duplicate: true }]);
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 1050, rows: 2 });

    const second = await signedCompletion(t, user, 'points-5000-once');
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(t, second)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(await ledgerState(t.deps.db, user.accountId)).toMatchObject({ balance: 6050, rows: 3 });
  });
});

describe('a sandbox subscription through its portal', () => {
  it('cancels at period end, renews, fails a renewal, and ends, with the tier following', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    await buyWithSandbox(t, user, 'plus-monthly');
    expect(await tierOf(t, user)).toBe('Plus');
    const [subscription] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId));
    expect(subscription).toMatchObject({ status: 'active', planId: 'plus', cancelAtPeriodEnd: false });

    const portal = await t.post<{ portal_url: string }>(
      '/api/v1/billing/portal-session',
      { return_url: `${SITE}/account` },
      { token: user.token },
    );
    expect(portal.status).toBe(200);
    const portalUrl = new URL(portal.body.portal_url);
    const token = portalUrl.searchParams.get('token')!;
    const page = await t.request(`${portalUrl.pathname}${portalUrl.search}`);
    expect(await page.text()).toContain('Plus');
    const press = (action: string) =>
      pressSandboxButton(t, `${portalUrl.pathname}/${subscription!.id}/${action}`, { token, return_url: `${SITE}/account` });
    const row = async () => (await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription!.id)))[0]!;

    expect((await press('cancel')).status).toBe(303);
    expect((await row()).cancelAtPeriodEnd).toBe(true);
    expect((await press('renew')).status).toBe(303);
    expect((await row()).currentPeriodEnd.getTime()).toBeGreaterThan(subscription!.currentPeriodEnd.getTime());
    expect((await press('fail')).status).toBe(303);
    expect(await row()).toMatchObject({ status: 'past_due' });
    expect(await tierOf(t, user)).toBe('Plus');
    expect((await press('end')).status).toBe(303);
    expect(await row()).toMatchObject({ status: 'ended' });
    expect(await tierOf(t, user)).toBe('Free');
    // A forged token shows nothing.
    expect((await t.request(`${portalUrl.pathname}?token=${user.userId}.9999999999.${'a'.repeat(43)}`)).status).toBe(404);
  });

  it('refuses a portal return address on another site', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const answer = await t.post('/api/v1/billing/portal-session', { return_url: 'https://evil.example/' }, { token: user.token });
    expect(answer.status).toBe(400);
    expect((await t.post('/api/v1/billing/portal-session', { return_url: 'http://localhost/' })).status).toBe(401);
  });
});
