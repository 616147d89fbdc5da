import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createActiveUser } from './api-helpers';
import { completeCaptcha, strings } from './support';

const t = strings('en');

test('an unknown path shows Page Not Found with a way back to the workshop', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: t('app.notFound.title') })).toBeVisible();
  await page.getByRole('link', { name: t('app.notFound.backToWorkshop') }).click();
  // Logged out, the workshop sends the visitor on to /auth; signing in leads to the workshop anyway.
  await expect(page).toHaveURL(/\/auth$/);
});

async function logIn(page: Page, user: { username: string; password: string }) {
  await page.getByLabel(t('auth.login.username')).fill(user.username);
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill(user.password);
  await completeCaptcha(page, t);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
}

test('a logged-out visit to an inner page returns there after logging in', async ({ page, request }) => {
  const user = await createActiveUser(request, 'deep_link');
  await page.goto('/gallery?sort=newest#top');
  await expect(page).toHaveURL(/\/auth\?next=%2Fgallery%3Fsort%3Dnewest%23top$/);
  await logIn(page, user);
  await expect(page).toHaveURL(/\/gallery\?sort=newest#top$/);
});

test('a return address on another site is ignored: the login goes home', async ({ page, request }) => {
  const user = await createActiveUser(request, 'open_redirect');
  await page.goto('/auth?next=%2F%5Cevil.example%2Fgallery');
  await logIn(page, user);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/workshop\/default$/);
});

test('a login without remember-me lasts for the browser session only, and /auth then leads home', async ({ page, request }) => {
  const user = await createActiveUser(request, 'session_only');
  await page.goto('/auth?prompt=a%20lighthouse%20at%20dusk');
  await page.getByLabel(t('auth.login.username')).fill(user.email.toUpperCase());
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill(user.password);
  await completeCaptcha(page, t);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/workshop\/default$/);

  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('authToken'),
    session: sessionStorage.getItem('authToken'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toBeTruthy();
  // The prompt given before sign-in fills the workshop's prompt once, and is then forgotten.
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('a lighthouse at dusk');
  expect(await page.evaluate(() => localStorage.getItem('initialPrompt'))).toBeNull();

  await page.goto('/auth');
  await expect(page).toHaveURL(/\/workshop\/default$/);
});

test('a wrong password shows the server message and resets the captcha', async ({ page, request }) => {
  const user = await createActiveUser(request, 'wrong_password');
  await page.goto('/auth');
  await page.getByLabel(t('auth.login.username')).fill(user.username);
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill('not the password');
  await completeCaptcha(page, t);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('apiErrors.invalid_credentials'));
  await expect(page.getByRole('checkbox', { name: t('auth.captcha.label') })).not.toBeChecked();
});

test('on a wide screen the background takes turns among three images every 7 seconds', async ({ page, isMobile }) => {
  test.skip(isMobile, 'The rotating background shows only from 1024 px.');
  await page.goto('/auth');
  const background = page.getByTestId('auth-background');
  await expect(background).toHaveAttribute('data-active-image', '0');
  await expect(background).toHaveAttribute('data-active-image', '1', { timeout: 9000 });
});
