import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamDetails } from '../../../contract';
import { createBillingExpiry } from '../../billing-runtime';
import { billingSubscriptions } from '../../db/schema';
import { createSandboxProvider } from '../../integrations/payments/sandbox-provider';
import { buyWithSandbox, startCheckout } from '../../test/billing';
import { startFakeStripe, type FakeStripe } from '../../test/fakes/fake-stripe-server';
import { createTeamAs, joinTeam, seatsOf, teamDetailsAs, teamPath } from '../../test/teams';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

// Each test buys through a provider over HTTP and builds a team of three: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const DAY_MS = 24 * 3600 * 1000;
const stripeKeys = { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake' };
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe(stripeKeys);
  await createTestApp();
}, 120_000);
afterAll(() => stripe.close());

type Delivery = { body: string; headers: Record<string, string> };
const deliver = (t: TestApp, provider: 'sandbox' | 'stripe', delivery: Delivery) =>
  t.request(`/api/v1/billing/webhooks/${provider}`, { method: 'POST', body: delivery.body, headers: delivery.headers });

interface SeatedTeam {
  owner: SignedInUser;
  first: SignedInUser;
  second: SignedInUser;
  team: TeamDetails;
}

/**
 * A team whose owner bought one seat for good and a monthly Team Starter (five seats) through `buy`, with two
 * members seated: six seats bought, two held.
 */
async function seatedTeam(t: TestApp, buy: (owner: SignedInUser, priceId: string, teamId: string) => Promise<void>): Promise<SeatedTeam> {
  const [owner, first, second] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
  const team = await createTeamAs(t, owner, uniqueName('team'));
  await joinTeam(t, owner, first, team);
  t.clock.advance(1000);
  await joinTeam(t, owner, second, team);
  await buy(owner, 'seats-1-once', team.id);
  await buy(owner, 'team-starter-monthly', team.id);
  for (const member of [first, second]) {
    const seated = await t.post(teamPath(team.id, `/members/${member.userId}/toggle-seat`), { assign: true }, { token: owner.token });
    expect(seated.status).toBe(200);
  }
  expect(await teamDetailsAs(t, owner, team.id)).toMatchObject({ purchased_seats: 6, seated_members_count: 2 });
  return { owner, first, second, team };
}

async function teamSubscriptionOf(t: TestApp, owner: SignedInUser) {
  const [row] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, owner.userId));
  if (!row) throw new Error('The team plan made no subscription');
  return row;
}

/**
 * What the end must leave, whatever way it came: the plan's five seats gone once (the seat bought for good
 * stays; twice would leave none), the latest member to join unseated, and the subscription ended. Then a month
 * on, the sweep of lapsed subscriptions takes nothing more.
 */
async function expectSeatsTakenBackOnce(t: TestApp, { owner, first, team }: SeatedTeam) {
  const expected = { purchased: 1, seated: [first.userId] };
  expect(await seatsOf(t, team.id)).toEqual(expected);
  expect((await teamSubscriptionOf(t, owner)).status).toBe('ended');
  t.clock.advance(40 * DAY_MS);
  await createBillingExpiry(t.deps).sweep();
  expect(await seatsOf(t, team.id)).toEqual(expected);
}

describe("the end of a provider's team subscription takes its seats back once", () => {
  it('sandbox: a replayed end and a second end racing it revoke the seats once; the sweep leaves a live one to its provider', async () => {
    const t = await createTestApp();
    const seated = await seatedTeam(t, async (owner, priceId, teamId) => {
      const { paid } = await buyWithSandbox(t, owner, priceId, { team_id: teamId });
      expect(paid.status).toBe(303);
    });
    const subscription = await teamSubscriptionOf(t, seated.owner);
    expect(subscription).toMatchObject({ provider: 'sandbox', planId: 'team-starter', status: 'active' });

    // Past its paid period the sweep ends only manual subscriptions: a provider's ends by its provider's word.
    t.clock.advance(32 * DAY_MS);
    await createBillingExpiry(t.deps).sweep();
    expect(await seatsOf(t, seated.team.id)).toMatchObject({ purchased: 6 });

    const sandbox = createSandboxProvider({ secret: t.deps.secrets.codeKey, publicUrl: t.deps.env.PUBLIC_URL, clock: t.clock });
    const ended = () => sandbox.signEvent({ type: 'subscription.ended', data: { subscription_id: subscription.providerSubscriptionId } });
    const [end, otherEnd] = [ended(), ended()];
    const answers = await Promise.all([end, end, otherEnd].map((delivery) => deliver(t, 'sandbox', delivery)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await deliver(t, 'sandbox', end)).status).toBe(200);
    await expectSeatsTakenBackOnce(t, seated);
  });

  it('Stripe: customer.subscription.deleted, replayed and raced by a second delivery, revokes the seats once', async () => {
    const t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: stripeKeys.secretKey,
        STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
    const seated = await seatedTeam(t, async (owner, priceId, teamId) => {
      const checkout = await startCheckout(t, owner, priceId, { team_id: teamId });
      expect(checkout.status).toBe(200);
      expect((await deliver(t, 'stripe', stripe.completed(checkout.body.checkout_url.split('/').pop()!))).status).toBe(200);
    });
    const subscription = await teamSubscriptionOf(t, seated.owner);
    expect(subscription).toMatchObject({ provider: 'stripe', planId: 'team-starter', status: 'active' });

    const deleted = () =>
      stripe.event('customer.subscription.deleted', { id: subscription.providerSubscriptionId, cancel_at_period_end: true });
    const [end, otherEnd] = [deleted(), deleted()];
    const answers = await Promise.all([end, otherEnd, end].map((delivery) => deliver(t, 'stripe', delivery)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await expectSeatsTakenBackOnce(t, seated);
  });
});
