import { signIn } from './api-helpers';
import { bearer, choosePlan, payInSandbox, tierOf } from './billing-kit';
import { expect, test } from './fixtures';
import { strings } from './support';

const t = strings('en');

// The hosted checkout and back, then a change of plan: several full page loads on a shared machine.
test.describe.configure({ timeout: 180_000 });

test('a subscriber cannot pay for their plan twice: it is their current plan, and another plan changes it', async ({ page, request }) => {
  const user = await signIn(page, request, 'change_plan');
  await choosePlan(page, 'Pro', 'subscribeNow');
  await payInSandbox(page);

  // Back on the plans, Pro is theirs: its button says so and cannot start a second subscription.
  const pro = page.getByRole('article', { name: 'Pro', exact: true });
  await expect(pro.getByRole('button', { name: t('billing.currentPlanButton') })).toBeDisabled();
  await expect(pro.getByRole('button', { name: t('billing.subscribeNow') })).toHaveCount(0);
  // Nor can a request made another way: the server refuses, naming the subscription to change.
  const again = await request.post('/api/v1/billing/checkout-session', {
    ...bearer(user.token),
    data: {
      price_id: 'pro-monthly',
      success_url: `${new URL(page.url()).origin}/billing`,
      cancel_url: `${new URL(page.url()).origin}/billing`,
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { code: string }).code).toBe('subscription_exists');

  // Plus is offered as a change of plan, not as a second subscription.
  await choosePlan(page, 'Plus', 'subscribeNow');
  const change = page.getByRole('region', { name: t('billing.portal.changeTitle') });
  await expect(change).toContainText(t('billing.portal.changeBody', { current: 'Pro', plan: 'Plus' }));
  await expect(page.getByRole('button', { name: t('billing.portal.payInSandbox') })).toHaveCount(0);
  await change.getByRole('button', { name: t('billing.portal.changePlan', { plan: 'Plus' }) }).click();
  await expect(page).toHaveURL(/\/billing\?status=success$/);
  await expect(
    page.getByRole('article', { name: 'Plus', exact: true }).getByRole('button', { name: t('billing.currentPlanButton') }),
  ).toBeDisabled();
  await expect(pro.getByRole('button', { name: t('billing.subscribeNow') })).toBeEnabled();
  expect(await tierOf(request, user.token)).toBe('Plus');

  // One subscription, on the new plan: the provider's portal lists it once.
  const subscriptions = await request.get('/api/v1/billing/subscriptions', bearer(user.token));
  expect(((await subscriptions.json()) as { subscriptions: Array<{ plan_id: string }> }).subscriptions.map((row) => row.plan_id)).toEqual([
    'plus',
  ]);
  await page.goto('/account');
  await page.getByRole('button', { name: t('account.header.manageSubscription') }).click();
  await expect(page.getByRole('heading', { name: 'Your subscriptions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plus', exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Pro', exact: true })).toHaveCount(0);
});
