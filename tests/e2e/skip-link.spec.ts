import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';

for (const language of ['en', 'ar'] as const) {
  test(`the first tab stop of a signed-in page skips to its content, in ${language}`, async ({ page, request }) => {
    const t = strings(language);
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await signIn(page, request, `skip_${language}`);
    for (const path of ['/workshop/default', '/gallery', '/teams', '/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's HTML draws the screen's loading state (the workshop's names its heading too): its content, with
      // the stops the last check tabs to, comes once the app has its data.
      await expect(page.locator('main [aria-busy="true"]'), path).toHaveCount(0);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: t('shell.skipToContent') });
      await expect(skip, path).toBeFocused();
      await expect(skip).toBeVisible();
      // It sits at the start corner: the left in English, the right in Arabic.
      const box = (await skip.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(language === 'en' ? box.x : width - box.x - box.width, path).toBeLessThan(16);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The next stop is inside the content, past the top bar and the navigation.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)), path).toBe(true);
    }
  });
}
