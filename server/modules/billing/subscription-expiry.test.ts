import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingSubscriptions, users } from '../../db/schema';
import { createBillingExpiry } from '../../billing-runtime';
import { postForm } from '../../test/generation';
import { ledgerState } from '../../test/point-accounts';
import { createTeamAs, joinTeam, seatsOf, teamDetailsAs, teamPath } from '../../test/teams';
import { buyWithSandbox } from '../../test/billing';
import { createTestApp, uniqueName, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  await createTestApp();
}, 120_000);

async function appWithStaff(): Promise<{ t: TestApp; staff: SignedInUser }> {
  const username = uniqueName('staff');
  const t = await createTestApp({ env: { BILLING_STAFF_EMAILS: `${username}@example.com` } });
  return { t, staff: await signedInUser(t, { account: { username } }) };
}

/** A manual request of `priceId` by `user` (for `teamId`), approved by `staff`. */
async function approvedManually(t: TestApp, staff: SignedInUser, user: SignedInUser, priceId: string, teamId?: string) {
  const form = new FormData();
  form.set('plan_price_id', priceId);
  form.set('payment_method', 'bank_transfer');
  if (teamId) form.set('team_id', teamId);
  const submitted = await postForm<{ id: string }>(t, '/api/v1/billing/manual-payments', form, user.token);
  expect(submitted.status).toBe(201);
  expect((await t.post(`/api/v1/billing/manual-payments/${submitted.body.id}/approve`, undefined, { token: staff.token })).status).toBe(
    200,
  );
}

// Read from the database: a month on, the test's sessions have expired.
async function tierOf(t: TestApp, user: SignedInUser) {
  const [row] = await t.deps.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.userId));
  return row?.tier;
}

async function statusesOf(t: TestApp, user: SignedInUser) {
  const rows = await t.deps.db
    .select({ planId: billingSubscriptions.planId, status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, user.userId));
  return Object.fromEntries(rows.map((row) => [row.planId, row.status]));
}

describe('the end of manual subscriptions', { timeout: 240_000 }, () => {
  it('ends a manual Pro subscription once its month is over: the tier goes back, the points stay, and only once', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    await approvedManually(t, staff, user, 'pro-monthly');
    // Points bought alongside are not taken back when the subscription ends.
    await approvedManually(t, staff, user, 'points-1000-once');
    expect(await tierOf(t, user)).toBe('Pro');
    const expiry = createBillingExpiry(t.deps);

    t.clock.advance(27 * DAY_MS);
    await expiry.sweep();
    expect([await tierOf(t, user), await statusesOf(t, user)]).toEqual(['Pro', { pro: 'active' }]);

    t.clock.advance(5 * DAY_MS);
    expect(await expiry.sweep()).toBeGreaterThanOrEqual(1);
    expect([await tierOf(t, user), await statusesOf(t, user)]).toEqual(['Free', { pro: 'ended' }]);
    await expiry.sweep();
    expect(await tierOf(t, user)).toBe('Free');
    expect((await ledgerState(t.deps.db, user.accountId)).balance).toBe(1050);
  });

  it('keeps a higher tier the user still pays for by card when the manual one ends', async () => {
    const { t, staff } = await appWithStaff();
    const user = await signedInUser(t);
    await approvedManually(t, staff, user, 'plus-monthly');
    await buyWithSandbox(t, user, 'pro-yearly');
    expect(await tierOf(t, user)).toBe('Pro');
    t.clock.advance(40 * DAY_MS);
    await createBillingExpiry(t.deps).sweep();
    expect([await tierOf(t, user), await statusesOf(t, user)]).toEqual(['Pro', { plus: 'ended', pro: 'active' }]);
  });

  it("takes back a team plan's seats when it ends; members beyond the seats left lose theirs, the latest to join first", async () => {
    const { t, staff } = await appWithStaff();
    const [owner, first, second] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t), await signedInUser(t)];
    const team = await createTeamAs(t, owner, uniqueName('team'));
    await joinTeam(t, owner, first, team);
    t.clock.advance(1000);
    await joinTeam(t, owner, second, team);
    // One seat bought for good, five with a monthly team plan.
    await approvedManually(t, staff, owner, 'seats-1-once', team.id);
    await approvedManually(t, staff, owner, 'team-starter-monthly', team.id);
    for (const member of [first, second]) {
      const seated = await t.post(teamPath(team.id, `/members/${member.userId}/toggle-seat`), { assign: true }, { token: owner.token });
      expect(seated.status).toBe(200);
    }
    expect(await teamDetailsAs(t, owner, team.id)).toMatchObject({ purchased_seats: 6, seated_members_count: 2 });

    t.clock.advance(32 * DAY_MS);
    // Two sweeps at once (two API processes): the plan's five seats go once, not twice.
    const expiry = createBillingExpiry(t.deps);
    await Promise.all([expiry.sweep(), expiry.sweep()]);
    expect(await seatsOf(t, team.id)).toEqual({ purchased: 1, seated: [first.userId] });
    expect(await statusesOf(t, owner)).toEqual({ 'team-starter': 'ended' });
    // The owner's tier came from elsewhere and stays.
    expect(await tierOf(t, owner)).toBe('Pro');
  });
});
