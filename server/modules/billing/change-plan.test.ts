import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '../../../contract';
import { billingSubscriptions, users } from '../../db/schema';
import { buyWithSandbox, SITE, startCheckout } from '../../test/billing';
import { startFakePayPal, type FakePayPal } from '../../test/fakes/fake-paypal-server';
import { recordedPayPal } from '../../test/fakes/recorded/paypal-fixtures';
import { createTeamAs, joinTeam, seatsOf, teamDetailsAs } from '../../test/teams';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

// Purchases through a provider's pages and a team of two: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  await createTestApp();
}, 120_000);

const tierOf = async (t: TestApp, user: SignedInUser) =>
  (await t.get<{ user_tier: string }>('/api/v1/user/me', { token: user.token })).body.user_tier;
const subscriptionsOf = async (t: TestApp, user: SignedInUser, teamId?: string) =>
  (
    await t.get<{ subscriptions: Subscription[] }>(`/api/v1/billing/subscriptions${teamId ? `?team_id=${teamId}` : ''}`, {
      token: user.token,
    })
  ).body.subscriptions;
const changePlan = (t: TestApp, user: SignedInUser, subscriptionId: string, priceId: string) =>
  t.post<{ status: string; subscription: Subscription; approve_url?: string | null; code?: string; message?: string }>(
    `/api/v1/billing/subscriptions/${subscriptionId}/change-plan`,
    { price_id: priceId, return_url: `${SITE}/billing?status=success` },
    { token: user.token },
  );

describe('a second subscription is refused: the plan is changed instead', () => {
  it('refuses a checkout of the plan the user has, and of another personal plan, naming the subscription to change', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    await buyWithSandbox(t, user, 'pro-monthly');
    const [pro] = await subscriptionsOf(t, user);
    expect(pro).toMatchObject({ plan_id: 'pro', price_id: 'pro-monthly', can_change_plan: true, team_id: null });

    const again = await startCheckout(t, user, 'pro-monthly');
    expect(again).toMatchObject({ status: 409, body: { code: 'subscription_exists', message: 'You already have the Pro plan.' } });
    expect((again.body as { details?: unknown }).details).toEqual({
      subscription_id: pro!.id,
      plan_id: 'pro',
      price_id: 'pro-monthly',
      can_change_plan: true,
    });
    const other = await startCheckout(t, user, 'plus-yearly');
    expect(other).toMatchObject({
      status: 409,
      body: { message: 'You already have the Pro plan: change it to Plus instead of buying a second subscription.' },
    });
    // Packs are not subscriptions.
    expect((await startCheckout(t, user, 'points-1000-once')).status).toBe(200);
    expect(await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.userId))).toHaveLength(1);
  });

  it('changes a personal plan through the sandbox: one subscription, the new tier at once, and refusals of what cannot change', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    await buyWithSandbox(t, user, 'plus-monthly');
    const [plus] = await subscriptionsOf(t, user);
    expect(await tierOf(t, user)).toBe('Plus');

    expect(await changePlan(t, user, plus!.id, 'plus-monthly')).toMatchObject({ status: 409, body: { code: 'plan_change_unavailable' } });
    expect(await changePlan(t, user, plus!.id, 'points-1000-once')).toMatchObject({ status: 400 });
    expect(await changePlan(t, user, plus!.id, 'team-starter-monthly')).toMatchObject({ status: 400 });
    expect(await changePlan(t, user, plus!.id, 'gold-forever')).toMatchObject({ status: 404 });
    const stranger = await signedInUser(t);
    expect((await changePlan(t, stranger, plus!.id, 'pro-monthly')).status).toBe(404);

    const upgraded = await changePlan(t, user, plus!.id, 'pro-monthly');
    expect(upgraded).toMatchObject({
      status: 200,
      body: { status: 'changed', subscription: { id: plus!.id, plan_id: 'pro', price_id: 'pro-monthly' } },
    });
    expect(await tierOf(t, user)).toBe('Pro');
    expect(await subscriptionsOf(t, user)).toHaveLength(1);
    const downgraded = await changePlan(t, user, plus!.id, 'plus-yearly');
    expect(downgraded.body).toMatchObject({ status: 'changed', subscription: { plan_id: 'plus', price_id: 'plus-yearly' } });
    expect(await tierOf(t, user)).toBe('Plus');
  });

  it("changes a team's plan through the sandbox: the new plan's points once and its seats; a downgrade takes seats, not points", async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t, { tier: 'Pro' });
    const member = await signedInUser(t);
    const team = await createTeamAs(t, owner, uniqueName('team'));
    await joinTeam(t, owner, member, team);
    await buyWithSandbox(t, owner, 'team-starter-monthly', { team_id: team.id });
    const pool = async () => (await teamDetailsAs(t, owner, team.id)).points_balance;
    expect(await pool()).toBe(5000);
    const [starter] = await subscriptionsOf(t, member, team.id);
    expect(starter).toMatchObject({ plan_id: 'team-starter', team_id: team.id });
    // Another team plan for the same team is a second subscription: refused.
    expect(await startCheckout(t, owner, 'team-business-monthly', { team_id: team.id })).toMatchObject({ status: 409 });
    // Members see the team's plan but may not change it.
    expect((await changePlan(t, member, starter!.id, 'team-business-monthly')).status).toBe(403);

    expect((await changePlan(t, owner, starter!.id, 'team-business-monthly')).body).toMatchObject({ status: 'changed' });
    expect(await pool()).toBe(25_000);
    expect((await seatsOf(t, team.id)).purchased).toBe(20);
    expect((await changePlan(t, owner, starter!.id, 'team-starter-monthly')).body).toMatchObject({ status: 'changed' });
    expect(await pool()).toBe(25_000);
    expect((await seatsOf(t, team.id)).purchased).toBe(5);
  });

  it('lets a cancelled subscription run out beside a new one, and shows only an account’s own subscriptions', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    await buyWithSandbox(t, user, 'plus-monthly');
    await t.deps.db.update(billingSubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(billingSubscriptions.userId, user.userId));
    const [ending] = await subscriptionsOf(t, user);
    expect(ending).toMatchObject({ cancel_at_period_end: true, can_change_plan: false });
    expect(await changePlan(t, user, ending!.id, 'pro-monthly')).toMatchObject({ status: 409, body: { code: 'plan_change_unavailable' } });
    expect((await startCheckout(t, user, 'pro-monthly')).status).toBe(200);
    const stranger = await signedInUser(t);
    expect(await subscriptionsOf(t, stranger)).toEqual([]);
    expect(
      (await t.get('/api/v1/billing/subscriptions?team_id=00000000-0000-4000-8000-000000000000', { token: stranger.token })).status,
    ).toBe(404);
  });
});

describe('a change of plan through PayPal', () => {
  let paypal: FakePayPal;
  const keys = { clientId: 'client-fake', clientSecret: 'secret-fake', webhookId: 'WH-fake' };
  beforeAll(async () => {
    paypal = await startFakePayPal(keys);
  });
  afterAll(() => paypal.close());

  it('is a revise the buyer approves at PayPal, taking effect with the next payment, which grants the new plan', async () => {
    const t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'paypal',
        PAYPAL_CLIENT_ID: keys.clientId,
        PAYPAL_CLIENT_SECRET: keys.clientSecret,
        PAYPAL_WEBHOOK_ID: keys.webhookId,
        PAYPAL_API_URL: paypal.url,
      },
    });
    const deliver = async (name: 'subscription-activated' | 'sale-completed', replacements: Array<[string, string]>) => {
      const delivery = paypal.deliver(name, replacements);
      const answer = await t.request('/api/v1/billing/webhooks/paypal', { method: 'POST', body: delivery.body, headers: delivery.headers });
      expect(answer.status).toBe(200);
    };
    const user = await signedInUser(t);
    const checkout = await startCheckout(t, user, 'plus-monthly');
    const paypalId = new URL(checkout.body.checkout_url).searchParams.get('ba_token')!;
    const nextMonth = new Date(t.clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString().replace('.000', '');
    await deliver('subscription-activated', [
      [recordedPayPal.subscriptionId, paypalId],
      [recordedPayPal.customId, String(paypal.subscriptions.get(paypalId)!.body.custom_id)],
      [recordedPayPal.nextBillingTime, nextMonth],
    ]);
    const [plus] = await subscriptionsOf(t, user);

    const change = await changePlan(t, user, plus!.id, 'pro-monthly');
    expect(change.body).toMatchObject({ status: 'scheduled', subscription: { plan_id: 'plus', pending_price_id: 'pro-monthly' } });
    expect(change.body.approve_url).toContain('/webapps/billing/subscriptions/update?ba_token=');
    expect(paypal.revisions.at(-1)).toMatchObject({ subscriptionId: paypalId });
    expect(await tierOf(t, user)).toBe('Plus');

    paypal.approveRevision(paypalId);
    t.clock.set(new Date(nextMonth));
    await deliver('sale-completed', [
      [recordedPayPal.saleParentPayment, `"billing_agreement_id":"${paypalId}"`],
      [recordedPayPal.saleCreateTime, nextMonth],
    ]);
    const [row] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, plus!.id));
    expect(row).toMatchObject({ planId: 'pro', priceId: 'pro-monthly', pendingPriceId: null, status: 'active' });
    expect(row!.currentPeriodEnd.getTime()).toBeGreaterThan(new Date(nextMonth).getTime());
    const [stored] = await t.deps.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.userId));
    expect(stored?.tier).toBe('Pro');
  });
});
