import { expect, test } from './fixtures';
import { apiLogin, createActiveUser, signIn } from './api-helpers';
import { completeCaptcha, readCodeFromOutbox, strings } from './support';

const t = strings('en');

test('a forgotten password is reset with the mailed code, and the new one logs in', async ({ page, request }) => {
  const user = await createActiveUser(request, 'reset');
  await page.goto('/auth');
  await page.getByRole('button', { name: t('auth.login.forgot') }).click();
  await page.getByLabel(t('auth.forgot.email')).fill(user.email);
  await completeCaptcha(page, t);
  await page.getByRole('button', { name: t('auth.forgot.submit') }).click();

  // Two seconds after the request, the reset view asks for the code.
  await expect(page.getByRole('heading', { name: t('auth.reset.title') })).toBeVisible({ timeout: 10_000 });
  const code = await readCodeFromOutbox(request, user.email, /password reset/i);
  await page.getByLabel(t('auth.reset.code')).fill(code);
  await page.getByLabel(t('auth.reset.password'), { exact: true }).fill('a brand new secret');
  await page.getByLabel(t('auth.reset.confirmPassword')).fill('a brand new secret');
  await page.getByRole('button', { name: t('auth.reset.submit') }).click();
  await expect(page.getByRole('status')).toContainText(t('auth.reset.success'));

  // Three seconds later, back to login, where the new password works and the old one does not.
  await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible({ timeout: 10_000 });
  await page.getByLabel(t('auth.login.username')).fill(user.username);
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill('a brand new secret');
  await completeCaptcha(page, t);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/workshop\/default$/);
});

test('changing the password signs out the other sessions but keeps this one', async ({ page, request }) => {
  const user = await signIn(page, request, 'change_pw');
  const otherDevice = await apiLogin(request, user);
  const meWith = (token: string) => request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await meWith(otherDevice)).status()).toBe(200);

  await page.goto('/account');
  await page.getByRole('button', { name: t('account.security.title') }).click();
  const form = page.getByRole('region', { name: t('account.security.changePasswordTitle') });
  await form.getByLabel(t('account.security.currentPassword'), { exact: true }).fill(user.password);
  await form.getByLabel(t('account.security.newPassword'), { exact: true }).fill('another good secret');
  const confirm = form.getByLabel(t('account.security.confirmPassword'), { exact: true });
  const submit = form.getByRole('button', { name: t('account.security.changePassword') });
  // A mismatch first: its message shows under the confirm field.
  await confirm.fill('another good secreT');
  await submit.click();
  await expect(form.getByText(t('account.errors.passwordsMismatch'))).toBeVisible();
  // Corrected, one press saves: the message going away on blur must not move the button from under the pointer.
  await confirm.fill('another good secret');
  await submit.click();
  await expect(page.getByText(t('account.security.passwordChanged'))).toBeVisible();

  expect((await meWith(otherDevice)).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('account.title'), level: 1 })).toBeVisible();
});

test('Show Failed Tasks is saved and kept after a reload', async ({ page, request }) => {
  await signIn(page, request, 'prefs');
  await page.goto('/account');
  await page.getByRole('button', { name: t('account.preferences.title') }).click();
  const toggle = page.getByRole('switch', { name: t('account.preferences.showFailedTasks') });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  // Give the save a moment to reach the server before reloading.
  await expect
    .poll(
      async () =>
        (
          (await page.request
            .get('/api/v1/user/me', {
              headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
            })
            .then((r) => r.json())) as { settings: { show_failed_tasks: boolean } }
        ).settings.show_failed_tasks,
    )
    .toBe(false);

  await page.reload();
  await page.getByRole('button', { name: t('account.preferences.title') }).click();
  await expect(page.getByRole('switch', { name: t('account.preferences.showFailedTasks') })).not.toBeChecked();
});

test('an API key is shown once, runs a generation, is refused elsewhere, and stops working when revoked', async ({ page, request }) => {
  await signIn(page, request, 'api_key');
  await page.goto('/account');
  await page.getByRole('button', { name: t('account.apiKeys.title') }).click();
  await page.getByRole('button', { name: t('account.apiKeys.create') }).click();
  await page.getByLabel(t('account.apiKeys.name')).fill('Nightly renders');
  await page.getByRole('button', { name: t('account.apiKeys.submitCreate') }).click();
  const shown = page.getByRole('dialog').getByRole('textbox', { name: t('account.apiKeys.fullKey') });
  await expect(shown).toBeVisible();
  const key = await shown.inputValue();
  expect(key).toMatch(/^sk_live_/);
  await page.getByRole('button', { name: t('account.apiKeys.done') }).click();
  await expect(page.getByText('Nightly renders', { exact: true })).toBeVisible();

  const withKey = { authorization: `Bearer ${key}` };
  // An account call refuses the key: it may only start generations.
  const me = await request.get('/api/v1/user/me', { headers: withKey });
  expect(me.status()).toBe(403);
  expect((await me.json()).code).toBe('insufficient_scope');

  // A generation runs with it, on the embedded local provider, to a stored image.
  const run = await request.post('/api/v1/workflows/run', {
    headers: withKey,
    data: {
      template_id: 'text_to_image_v1',
      user_inputs: { USER_PROMPT: 'a lighthouse at dusk' },
      user_params: { main: { numberResults: 1 } },
    },
  });
  expect(run.status()).toBe(202);
  const [task] = (await run.json()).tasks as Array<{ task_id: string }>;
  let results: Array<{ url: string }> = [];
  await expect
    .poll(
      async () => {
        const status = await (await request.get(`/api/v1/tasks/${task?.task_id}`, { headers: withKey })).json();
        results = status.data?.results ?? [];
        return status.status;
      },
      { timeout: 30_000 },
    )
    .toBe('complete');
  const image = await request.get(results[0]?.url ?? '', { headers: withKey });
  expect(image.headers()['content-type']).toBe('image/png');

  // Revoked, the key is refused at once.
  await page.getByRole('button', { name: t('account.apiKeys.revokeNamed', { name: 'Nightly renders' }) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('account.apiKeys.revoke') })
    .click();
  await expect(page.getByText('Nightly renders', { exact: true })).toBeHidden();
  expect(
    (
      await request.post('/api/v1/workflows/cost', {
        headers: withKey,
        data: { template_id: 'text_to_image_v1', user_inputs: {}, user_params: {} },
      })
    ).status(),
  ).toBe(401);
});
