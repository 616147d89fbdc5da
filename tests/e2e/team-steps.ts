import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './api-helpers';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Pays for `priceId` in the sandbox checkout through the API, as a set-up step; the grant follows by webhook. */
export async function payInSandboxByApi(request: APIRequestContext, token: string, baseURL: string, priceId: string) {
  const session = await request.post('/api/v1/billing/checkout-session', {
    headers: bearer(token),
    data: { price_id: priceId, success_url: `${baseURL}/billing?status=success`, cancel_url: `${baseURL}/billing` },
  });
  expect(session.ok()).toBe(true);
  const { checkout_url: checkoutUrl } = (await session.json()) as { checkout_url: string };
  const paid = await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** An upgrade to Pro, whose plan may create teams, bought in the sandbox checkout as a set-up step. */
export async function buyPro(request: APIRequestContext, token: string, baseURL: string) {
  await payInSandboxByApi(request, token, baseURL, 'pro-monthly');
  await expect
    .poll(
      async () => ((await (await request.get('/api/v1/user/me', { headers: bearer(token) })).json()) as { user_tier: string }).user_tier,
      {
        timeout: 30_000,
      },
    )
    .toBe('Pro');
}

/** A team's owner-to-be, signed in in `page` and on Pro (teams need it), as a set-up step. */
export async function proOwner(page: Page, request: APIRequestContext, baseURL: string, prefix: string) {
  const owner = await signIn(page, request, prefix);
  await buyPro(request, owner.token, baseURL);
  return owner;
}

/** The user's own points, as the server holds them. */
export const pointsOf = async (request: APIRequestContext, token: string) =>
  ((await (await request.get('/api/v1/points/balance', { headers: bearer(token) })).json()) as { points_balance: number }).points_balance;

/** A team made through the API by its owner, as a set-up step; answers its id. */
export async function createTeamByApi(request: APIRequestContext, ownerToken: string, name: string): Promise<string> {
  const created = await request.post('/api/v1/teams', { headers: bearer(ownerToken), data: { team_name: name } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The owner invites `joiner` and the joiner accepts, both through the API, as a set-up step. */
export async function joinByApi(request: APIRequestContext, ownerToken: string, teamId: string, joiner: { email: string; token: string }) {
  const invited = await request.post(`/api/v1/teams/${teamId}/invite`, {
    headers: bearer(ownerToken),
    data: { email: joiner.email, role: 'member' },
  });
  expect(invited.status()).toBe(201);
  const pending = (await (await request.get('/api/v1/invitations/pending', { headers: bearer(joiner.token) })).json()) as {
    invitations: Array<{ token: string }>;
  };
  const accepted = await request.post('/api/v1/invitations/accept', {
    headers: bearer(joiner.token),
    data: { token: pending.invitations[0]!.token },
  });
  expect(accepted.ok()).toBe(true);
}
