import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';

const t = strings('en');
const ar = strings('ar');

test('the shell shows the live balance and every navigation entry leads to its route', async ({ page, request, isMobile }) => {
  await signIn(page, request, 'shell_nav');
  await page.goto('/');
  await expect(page).toHaveURL(/\/workshop\/default$/);
  await expect(page.getByTestId('points-balance')).toBeVisible();

  const nav = page.getByRole('navigation', { name: t('nav.label') });
  const entries = isMobile
    ? [
        ['nav.gallery', /\/gallery$/],
        ['nav.studio', /\/studio$/],
        ['nav.teams', /\/teams$/],
        ['nav.account', /\/account$/],
      ]
    : [
        ['nav.aiTools', /\/ai-tools$/],
        ['nav.myStudio', /\/studio$/],
        ['nav.gallery', /\/gallery$/],
        ['nav.teams', /\/teams$/],
      ];
  for (const [key, url] of entries as Array<[string, RegExp]>) {
    await nav.getByRole('link', { name: t(key) }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name: t(key) })).toHaveAttribute('aria-current', 'page');
  }
});

test('the browser tab names the page, in the interface language', async ({ page, request }) => {
  await page.goto('/auth');
  await expect(page).toHaveTitle(`${t('app.signInTitle')} · ${t('common.appName')}`);
  await signIn(page, request, 'shell_title');
  await page.goto('/gallery');
  await expect(page).toHaveTitle(`${t('shell.screens.gallery.title')} · ${t('common.appName')}`);
  await page.goto('/account');
  await expect(page).toHaveTitle(`${t('shell.screens.account.title')} · ${t('common.appName')}`);
  await page.getByRole('button', { name: t('shell.userMenu') }).click();
  await page.getByRole('menuitemradio', { name: t('common.languageArabic') }).click();
  await expect(page).toHaveTitle(`${ar('shell.screens.account.title')} · ${ar('common.appName')}`);
});

test('muting sounds is kept after a reload', async ({ page, request }) => {
  await signIn(page, request, 'shell_mute');
  await page.goto('/workshop/default');
  const mute = page.getByRole('button', { name: t('shell.muteSounds') });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: t('shell.muteSounds') })).toHaveAttribute('aria-pressed', 'true');
});

test('switching to Arabic from the user menu mirrors the shell at once and is kept', async ({ page, request }) => {
  await signIn(page, request, 'shell_arabic');
  await page.goto('/workshop/default');
  await page.getByRole('button', { name: t('shell.userMenu') }).click();
  await page.getByRole('menuitemradio', { name: t('common.languageArabic') }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar('shell.screens.workshop.title') })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('button', { name: ar('shell.userMenu') })).toBeVisible();
});

test('the browser Back closes an open dialog and stays on the page; a dialog closed otherwise leaves no entry behind', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'shell_back');
  await page.goto('/workshop/default');
  await page
    .getByRole('navigation', { name: t('nav.label') })
    .getByRole('link', { name: t('nav.gallery') })
    .click();
  await expect(page).toHaveURL(/\/gallery$/);
  const bell = page.getByRole('button', { name: t('shell.notifications.open') });
  const panel = page.getByRole('dialog', { name: t('shell.notifications.title') });

  await bell.click();
  await expect(panel).toBeVisible();
  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);

  await bell.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/workshop\/default$/);
});
