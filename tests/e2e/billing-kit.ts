import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { strings } from './support';

const t = strings('en');

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/v1/points/balance', bearer(token));
  return ((await answer.json()) as { points_balance: number }).points_balance;
}

export async function tierOf(request: APIRequestContext, token: string): Promise<string> {
  return ((await (await request.get('/api/v1/user/me', bearer(token))).json()) as { user_tier: string }).user_tier;
}

/**
 * On /billing: chooses the plan or pack named `name`, and lands on the payment portal. `from` is the address to
 * open first, or null when a link has already brought the page there.
 */
export async function choosePlan(page: Page, name: string, action: 'subscribeNow' | 'buyNow', from: string | null = '/billing') {
  if (from !== null) await page.goto(from);
  await expect(page.getByRole('heading', { name: t('billing.title'), level: 1 })).toBeVisible();
  await page
    .getByRole('article', { name, exact: true })
    .getByRole('button', { name: t(`billing.${action}`) })
    .click();
  await expect(page).toHaveURL(/\/payment-portal$/);
  await expect(page.getByRole('heading', { name: t('billing.portal.title') })).toBeVisible();
  await expect(page.getByTestId('portal-plan-name')).toHaveText(name);
}

/** Pays on the sandbox's hosted checkout and comes back to the success return. */
export async function payInSandbox(page: Page) {
  // The embedded default takes card payments in the sandbox, and the button says so (not PayPal).
  await page.getByRole('button', { name: t('billing.portal.payInSandbox') }).click();
  await expect(page).toHaveURL(/\/api\/v1\/billing\/sandbox\/checkout\//);
  const checkoutUrl = page.url();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/billing\?status=success$/);
  await expect(page.getByText(t('billing.successTitle'))).toBeVisible();
  return checkoutUrl;
}
