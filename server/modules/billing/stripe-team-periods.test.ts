import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { billingSubscriptions, teams } from '../../db/schema';
import { SITE, startCheckout } from '../../test/billing';
import type { Delivery, FakeStripe } from '../../test/fakes/fake-stripe-server';
import { stripeShapes } from '../../test/fakes/recorded/stripe-fixtures';
import { createTeamAs, seatsOf, teamDetailsAs } from '../../test/teams';
import { deliverStripe, fakeStripePerShape, stripeApp } from '../../test/stripe-apps';
import { uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

// A team, a checkout over HTTP and a run of webhooks: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const fake = fakeStripePerShape();
const DAY = 24 * 3600;

const deliver = async (t: TestApp, delivery: Delivery) => {
  expect((await deliverStripe(t, delivery)).status).toBe(200);
};

/** A Pro owner's team with a monthly Team Starter bought through Stripe; the pool and the Stripe subscription. */
async function teamOnStarter(t: TestApp, stripe: FakeStripe) {
  const owner = await signedInUser(t, { tier: 'Pro' });
  const team = await createTeamAs(t, owner, uniqueName('team'));
  const checkout = await startCheckout(t, owner, 'team-starter-monthly', { team_id: team.id });
  expect(checkout.status).toBe(200);
  await deliver(t, stripe.completed(checkout.body.checkout_url.split('/').pop()!));
  const [row] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.teamId, team.id));
  const pool = async () => (await teamDetailsAs(t, owner, team.id)).points_balance;
  return { owner, team, subscription: row!, pool };
}

describe.each(stripeShapes)('a Stripe team subscription, signed by the official SDK (%s events)', (shape) => {
  it('grants one period per paid period, and nothing for a proration, a threshold bill or a manual invoice', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const { team, subscription, pool } = await teamOnStarter(t, stripe);
    const id = subscription.providerSubscriptionId;
    expect(await pool()).toBe(5000);
    expect((await seatsOf(t, team.id)).purchased).toBe(5);

    // The first invoice is the checkout's own payment; a proration (a change of quantity or plan made in Stripe),
    // a usage threshold bill and an invoice made by hand are no new period.
    for (const reason of ['subscription_create', 'subscription_update', 'subscription_threshold', 'manual']) {
      await deliver(t, stripe.invoicePaid(id, reason));
    }
    expect(await pool()).toBe(5000);

    const nextPeriod = Math.floor(subscription.currentPeriodEnd.getTime() / 1000) + 30 * DAY;
    const renewal = stripe.invoicePaid(id, 'subscription_cycle', { invoiceId: `in_cycle_${shape}`, periodEnd: nextPeriod });
    await deliver(t, renewal);
    await deliver(t, renewal);
    expect(await pool()).toBe(10_000);
    // A second delivery of the same invoice under another event id grants nothing either: the grant is the invoice's.
    await deliver(t, stripe.invoicePaid(id, 'subscription_cycle', { invoiceId: `in_cycle_${shape}`, periodEnd: nextPeriod }));
    expect(await pool()).toBe(10_000);
    expect((await seatsOf(t, team.id)).purchased).toBe(5);
  });

  it('changes to Team Business through a prorated Stripe update: the new plan’s points and seats once, no period from the proration', async () => {
    const stripe = fake(shape);
    const t = await stripeApp(stripe);
    const { owner, team, subscription, pool } = await teamOnStarter(t, stripe);
    const id = subscription.providerSubscriptionId;

    const changed = await t.post<{ status: string; subscription: { plan_id: string } }>(
      `/api/v1/billing/subscriptions/${subscription.id}/change-plan`,
      { price_id: 'team-business-monthly', return_url: `${SITE}/billing` },
      { token: owner.token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'changed', subscription: { plan_id: 'team-business' } });
    const update = stripe.updates.at(-1)!;
    expect(update).toMatchObject({
      'items[0][id]': stripe.subscriptions.get(id)!.item.id,
      'items[0][price_data][unit_amount]': '24900',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      'metadata[price_id]': 'team-business-monthly',
    });
    // What the new plan gives this period, once: 25,000 points in all and 20 seats.
    expect(await pool()).toBe(25_000);
    expect((await seatsOf(t, team.id)).purchased).toBe(20);

    // Stripe then sends the proration's invoice and the subscription's update: neither grants a thing.
    await deliver(t, stripe.invoicePaid(id, 'subscription_update'));
    await deliver(t, stripe.subscriptionUpdated(id));
    expect(await pool()).toBe(25_000);
    const [row] = await t.deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id));
    expect(row).toMatchObject({ planId: 'team-business', priceId: 'team-business-monthly', status: 'active' });

    // The next period is the new plan's.
    await deliver(t, stripe.invoicePaid(id, 'subscription_cycle', { periodEnd: Math.floor(Date.now() / 1000) + 60 * DAY }));
    expect(await pool()).toBe(50_000);
    const [stored] = await t.deps.db.select({ seats: teams.purchasedSeats }).from(teams).where(eq(teams.id, team.id));
    expect(stored?.seats).toBe(20);
  });
});
