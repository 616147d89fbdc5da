import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';

const t = strings('en');

test('Ctrl+K finds a screen by name and goes there, ? shows the keyboard shortcuts, and the palette opens the queue', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'palette');
  await page.goto('/');
  await expect(page).toHaveURL(/\/workshop\/default$/);
  await expect(page.getByTestId('points-balance')).toBeVisible();

  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: t('commandPalette.title') });
  const search = palette.getByRole('searchbox', { name: t('commandPalette.searchLabel') });
  await expect(search).toBeFocused();
  await search.fill('galler');
  await expect(palette.getByRole('option').first()).toHaveAccessibleName(
    `${t('shell.screens.gallery.title')}${t('designSystem.detailSeparator')}${t('commandPalette.kinds.screens')}`,
  );
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);

  // Back on the page (focus on no field), ? opens the help; Escape closes it.
  await page.locator('main').focus();
  await page.keyboard.press('Shift+Slash');
  const help = page.getByRole('dialog', { name: t('commandPalette.shortcuts.title') });
  await expect(help).toBeVisible();
  await expect(help.getByRole('region', { name: t('commandPalette.shortcuts.groups.general') })).toContainText('Ctrl');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);

  // An action: the queue's panel opens from the palette, as from its button.
  await page.keyboard.press('Control+K');
  await palette.getByRole('searchbox').fill('queue');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: t('queue.title') })).toBeVisible();
});
