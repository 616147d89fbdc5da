import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { balanceOf, choosePlan, payInSandbox, tierOf } from './billing-kit';
import { expect, test } from './fixtures';
import { apiLogin, signIn, solvedCaptcha } from './api-helpers';
import { readCodeFromOutbox, strings } from './support';

const t = strings('en');

// Each journey goes through the hosted checkout or a second browser for staff, several full page loads: on a
// shared machine that outlasts the default minute.
test.describe.configure({ timeout: 180_000 });

/** A small, valid PNG (a 2×2 grey square), as a phone's screenshot of a receipt would be. */
function receiptPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.from([0, 128, 128, 0, 128, 128]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The project's reviewer (BILLING_STAFF_EMAILS in playwright.config.ts lists one per project), signed in in a
 * browser of their own. Registered on first use; the database is fresh for every run.
 */
async function staffPage(browser: Browser, request: APIRequestContext, project: string): Promise<Page> {
  const staff = { username: `billing_staff_${project}`, email: `billing.staff.${project}@example.com`, password: 'correct horse 42' };
  const registered = await request.post('/api/v1/register', { data: { ...staff, 'g-recaptcha-response': await solvedCaptcha(request) } });
  if (registered.status() === 201) {
    const code = await readCodeFromOutbox(request, staff.email);
    expect((await request.post('/api/v1/verify_email', { data: { email: staff.email, otp_code: code } })).ok()).toBe(true);
  }
  const token = await apiLogin(request, staff);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
  return page;
}

/** The manual form on the portal: a method, a reference and a proof image; answers the server's message shown. */
async function submitManualRequest(page: Page, reference: string) {
  const manual = page.getByRole('region', { name: t('billing.portal.manualTitle') });
  await manual.getByRole('button', { name: new RegExp(t('billing.portal.paymentMethod')) }).click();
  await page.getByRole('option', { name: 'Bank transfer' }).click();
  await expect(manual.getByText(t('billing.portal.instructions'))).toBeVisible();
  await manual.getByLabel(t('billing.portal.transactionReference')).fill(reference);
  await manual.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  await expect(manual.getByText('receipt.png')).toBeVisible();
  await manual.getByRole('button', { name: t('billing.portal.submitRequest') }).click();
  await expect(manual.getByRole('status')).toContainText('We will check the payment and activate your purchase within 24 hours.');
}

/** The staff member's card of `username`'s pending request on the review page. */
async function pendingRequestOf(staff: Page, username: string) {
  // Staff find the review page from their account page.
  await staff.goto('/account');
  await staff.getByRole('link', { name: t('account.header.paymentReview') }).click();
  await expect(staff).toHaveURL(/\/billing\/review$/);
  await expect(staff.getByRole('heading', { name: t('billing.review.title'), level: 1 })).toBeVisible();
  const card = staff.getByRole('article').filter({ hasText: username });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: t('billing.review.proofAlt', { username }) })).toBeVisible();
  return card;
}

test('a card purchase of Pro in the sandbox changes the plan once, and Manage Subscription cancels and ends it', async ({
  page,
  request,
}) => {
  const user = await signIn(page, request, 'buy_pro');
  expect(await tierOf(request, user.token)).toBe('Plus');
  await choosePlan(page, 'Pro', 'subscribeNow');
  const checkoutUrl = await payInSandbox(page);

  await page.goto('/account');
  const summary = page.getByRole('region', { name: t('account.header.label') });
  await expect(summary.getByText(t('account.tiers.Pro'), { exact: true })).toBeVisible();
  // Only staff are offered the review page.
  await expect(summary.getByRole('link', { name: t('account.header.paymentReview') })).toHaveCount(0);
  expect(await balanceOf(request, user.token)).toBe(50);

  // The checkout is over: opening it again cannot pay a second time.
  const again = await page.goto(checkoutUrl);
  expect(again?.status()).toBe(404);

  // Manage Subscription opens the sandbox's portal, where the subscription is cancelled at the period's end.
  await page.goto('/account');
  await page.getByRole('button', { name: t('account.header.manageSubscription') }).click();
  await expect(page.getByRole('heading', { name: 'Your subscriptions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText(/Ends on \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  // Still Pro until the period ends; the tester's End now plays that day.
  expect(await tierOf(request, user.token)).toBe('Pro');
  await page.getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('You have no subscription.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the studio' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(summary.getByText(t('account.tiers.Plus'), { exact: true })).toBeVisible();
});

test('a point pack bought by card adds its points once', async ({ page, request }) => {
  const user = await signIn(page, request, 'buy_points');
  await choosePlan(page, '1,000 Points', 'buyNow');
  await payInSandbox(page);
  await page.goto('/account');
  await expect(page.getByTestId('account-points')).toHaveText('1,050');
  // Back to the success address (a reload, a second tab): nothing more arrives.
  await page.goto('/billing?status=success');
  await expect(page.getByText(t('billing.successTitle'))).toBeVisible();
  expect(await balanceOf(request, user.token)).toBe(1050);
});

test('a manual payment with a proof is approved by staff: the points arrive once and the user is told', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const user = await signIn(page, request, 'manual_ok');
  await choosePlan(page, '5,000 Points', 'buyNow');
  await submitManualRequest(page, 'TX-APPROVE-1');
  expect(await balanceOf(request, user.token)).toBe(50);

  const staff = await staffPage(browser, request, testInfo.project.name);
  const card = await pendingRequestOf(staff, user.username);
  await expect(card.getByText('TX-APPROVE-1')).toBeVisible();
  await card.getByRole('button', { name: t('billing.review.approve') }).click();
  await expect(staff.getByText(t('billing.review.approvedToast', { plan: '5,000 Points', username: user.username }))).toBeVisible();
  await expect(staff.getByRole('article').filter({ hasText: user.username })).toHaveCount(0);
  await staff.context().close();

  await page.goto('/account');
  await expect(page.getByTestId('account-points')).toHaveText('5,050');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: t('shell.notifications.title') });
  await expect(panel.getByText(t('serverText.notifications.payment_approved', { plan: '5,000 Points' }))).toBeVisible();
  expect(await balanceOf(request, user.token)).toBe(5050);
});

test('a manual payment rejected by staff grants nothing, and the user sees the reason', async ({ page, request, browser }, testInfo) => {
  const user = await signIn(page, request, 'manual_no');
  await choosePlan(page, 'Pro', 'subscribeNow');
  await submitManualRequest(page, 'TX-REJECT-1');

  const staff = await staffPage(browser, request, testInfo.project.name);
  const card = await pendingRequestOf(staff, user.username);
  await card.getByRole('button', { name: t('billing.review.reject') }).click();
  const dialog = staff.getByRole('dialog', { name: t('billing.review.rejectTitle') });
  const reason = 'The transfer has not reached our account.';
  await dialog.getByLabel(t('billing.review.rejectReason')).fill(reason);
  await dialog.getByRole('button', { name: t('billing.review.confirmReject') }).click();
  await expect(staff.getByText(t('billing.review.rejectedToast', { username: user.username }))).toBeVisible();
  await staff.context().close();

  await page.goto('/account');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: t('shell.notifications.title') });
  await expect(panel.getByText(t('serverText.notifications.payment_rejected', { plan: 'Pro', reason }))).toBeVisible();
  expect(await tierOf(request, user.token)).toBe('Plus');
  expect(await balanceOf(request, user.token)).toBe(50);
});
