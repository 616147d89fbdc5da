import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultCatalogDir, loadCatalog } from '../catalog/load-catalog';
import { loadPlanCatalog, type PlanCatalog } from '../catalog/plan-catalog';
import type { TestApp } from './test-app';
import type { SignedInUser } from './users';

export const SITE = 'http://localhost:3000';

/** Starts a checkout of `priceId` as `user`; answers the status and the checkout URL's path on this server. */
export async function startCheckout(t: TestApp, user: SignedInUser, priceId: string, extra: Record<string, unknown> = {}) {
  const answer = await t.post<{ checkout_url: string; code?: string; message?: string }>(
    '/api/v1/billing/checkout-session',
    { price_id: priceId, success_url: `${SITE}/billing?status=success`, cancel_url: `${SITE}/billing`, ...extra },
    { token: user.token },
  );
  return { ...answer, path: answer.status === 200 ? new URL(answer.body.checkout_url).pathname : null };
}

/** Presses a button of a sandbox page, as the browser's form post would. */
export function pressSandboxButton(t: TestApp, path: string, form: Record<string, string> = {}) {
  return t.request(path, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
}

/** Buys `priceId` through the sandbox's hosted checkout, end to end. */
export async function buyWithSandbox(t: TestApp, user: SignedInUser, priceId: string, extra: Record<string, unknown> = {}) {
  const checkout = await startCheckout(t, user, priceId, extra);
  if (!checkout.path) throw new Error(`Checkout failed: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const paid = await pressSandboxButton(t, `${checkout.path}/pay`);
  return { checkoutPath: checkout.path, paid };
}

/**
 * The shipped plan catalog priced in `currency`: each price of `prices` set (in that currency's major units), the
 * others as shipped. Checked and loaded as the server loads it.
 */
export function plansIn(currency: string, prices: Record<string, number>): PlanCatalog {
  const file = JSON.parse(readFileSync(join(defaultCatalogDir, 'plans.json'), 'utf8')) as {
    currency: string;
    plans: Array<{ prices: Array<{ id: string; price: number }> }>;
  };
  file.currency = currency;
  for (const price of file.plans.flatMap((plan) => plan.prices)) price.price = prices[price.id] ?? price.price;
  const dir = mkdtempSync(join(tmpdir(), 'plans-'));
  writeFileSync(join(dir, 'plans.json'), JSON.stringify(file));
  return loadPlanCatalog(loadCatalog(), dir);
}
