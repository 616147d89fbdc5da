import { expect, test } from './fixtures';
import { completeCaptcha, readCodeFromOutbox, strings, uniqueUser } from './support';

for (const language of ['en', 'ar'] as const) {
  test(`a new user signs up, activates, logs out and logs back in with remember-me (${language})`, async ({ page, request }) => {
    const t = strings(language);
    const user = uniqueUser(`journey_${language}`);

    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);

    if (language === 'ar') {
      await page.getByRole('button', { name: strings('en')('common.languageArabic') }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    }

    // Sign up.
    await page.getByRole('button', { name: t('auth.login.toRegister') }).click();
    await page.getByLabel(t('auth.register.username')).fill(user.username);
    await page.getByLabel(t('auth.register.email')).fill(user.email);
    await page.getByLabel(t('auth.register.password'), { exact: true }).fill(user.password);
    await page.getByLabel(t('auth.register.confirmPassword')).fill(user.password);
    await completeCaptcha(page, t);
    await page.getByRole('button', { name: t('auth.register.submit') }).click();

    // Two seconds later the activation view asks for the mailed code.
    await expect(page.getByRole('heading', { name: t('auth.otp.title') })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(user.email)).toBeVisible();
    const code = await readCodeFromOutbox(request, user.email);
    await page.getByLabel(t('auth.otp.code')).fill(code);
    await page.getByRole('button', { name: t('auth.otp.submit') }).click();

    // Activated and logged in: the workshop route with the shell.
    await expect(page).toHaveURL(/\/workshop\/default$/);
    await expect(page.getByRole('heading', { name: t('shell.screens.workshop.title') })).toBeVisible();

    // Log out from the user menu.
    await page.getByRole('button', { name: t('shell.userMenu') }).click();
    await page.getByRole('menuitem', { name: t('shell.logout') }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // Log in with remember-me, reload, and still be logged in.
    await page.getByLabel(t('auth.login.username')).fill(user.username);
    await page.getByLabel(t('auth.login.password'), { exact: true }).fill(user.password);
    await page.getByText(t('auth.login.remember'), { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: t('auth.login.remember') })).toBeChecked();
    await completeCaptcha(page, t);
    await page.getByRole('button', { name: t('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/workshop\/default$/);

    const stored = await page.evaluate(() => ({ local: localStorage.getItem('authToken'), session: sessionStorage.getItem('authToken') }));
    expect(stored.local).toBeTruthy();
    expect(stored.session).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: t('shell.screens.workshop.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  });
}
