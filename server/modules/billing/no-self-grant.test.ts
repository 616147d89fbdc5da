import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allCalls, type CallDefinition } from '../../../contract';
import { teams, users } from '../../db/schema';
import { callUrl, isFileField, jsonSchemaOf } from '../../test/contract-calls';
import { sampleOf } from '../../test/fuzz-cases';
import { ledgerState } from '../../test/point-accounts';
import { createTeamAs } from '../../test/teams';
import { createTestApp, randomIp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

/**
 * What a handler would grant if it copied a request's fields into a row: a tier, points, seats, staff, approval.
 * Each goes in the body (JSON or form) and in the query of every call.
 */
const grantFields = {
  user_tier: 'Enterprise',
  tier: 'Enterprise',
  grants_tier: 'Enterprise',
  points_balance: 1_000_000,
  points_granted: 1_000_000,
  purchased_seats: 100,
  seats_granted: 100,
  is_staff: true,
  status: 'approved',
};

/** The call as documented, plus every grant field; path ids name the user and their own team where they can. */
function requestWithGrants(call: CallDefinition, user: SignedInUser, teamId: string): { url: string; init: RequestInit } {
  const query = new URLSearchParams(Object.entries(grantFields).map(([key, value]) => [key, String(value)])).toString();
  const url = callUrl(call, { id: call.path.startsWith('/teams') ? teamId : user.userId, userId: user.userId }, query);
  const headers: Record<string, string> = { Authorization: `Bearer ${user.token}`, 'X-Forwarded-For': randomIp() };
  const method = call.method.toUpperCase();
  if (!call.body) return { url, init: { method, headers } };
  const sample = { ...(sampleOf(jsonSchemaOf(call.body)) as Record<string, unknown>), ...grantFields };
  if (call.bodyKind !== 'multipart') {
    return { url, init: { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(sample) } };
  }
  const form = new FormData();
  for (const [field, value] of Object.entries(sample)) if (!isFileField(call, field)) form.set(field, String(value));
  return { url, init: { method, headers, body: form } };
}

/** What the user holds that money buys: their tier, points, their team's seats, and staff rights. */
async function holdings(t: TestApp, user: SignedInUser, teamId: string) {
  const [row] = await t.deps.db.select({ tier: users.tier }).from(users).where(eq(users.id, user.userId));
  const [team] = await t.deps.db.select({ seats: teams.purchasedSeats }).from(teams).where(eq(teams.id, teamId));
  const me = await t.get<{ is_staff?: boolean }>('/api/v1/user/me', { token: user.token });
  return {
    tier: row?.tier ?? 'deleted',
    balance: row ? (await ledgerState(t.deps.db, user.accountId)).balance : 0,
    seats: team?.seats ?? 0,
    isStaff: me.body.is_staff === true,
  };
}

describe('no call lets a user grant themselves anything', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_IP: '100000', RATE_LIMIT_MAX_PER_ACCOUNT: '100000' } });
  });

  it.each(allCalls.map((call) => [call.name, call] as const))(
    '%s, sent with a tier, points, seats, staff and approval in its fields, grants none of them',
    async (_name, call) => {
      // Pro, so the user owns a team whose seats a call could raise.
      const user = await signedInUser(t, { tier: 'Pro' });
      const teamId = (await createTeamAs(t, user, 'Own Team')).id;
      const before = await holdings(t, user, teamId);
      const { url, init } = requestWithGrants(call, user, teamId);
      const answer = await t.request(url, init);
      expect(answer.status, `${call.method} ${call.path}`).toBeLessThan(500);
      const after = await holdings(t, user, teamId);
      // A call may spend points, end the session or delete the account; none may add to what the user holds.
      expect(['Pro', 'deleted']).toContain(after.tier);
      expect(after.balance).toBeLessThanOrEqual(before.balance);
      expect(after.seats).toBe(0);
      expect(after.isStaff).toBe(false);
    },
    60_000,
  );
});
