import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { strings } from './support';

/** The font files a page asks for while it loads the sign-in page and settles. */
async function fontsRequested(page: Page, language: 'en' | 'ar'): Promise<string[]> {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
  await page.goto('/auth');
  const t = strings(language);
  await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
  // The toggle names the other language in its own script: the font that draws it has been asked for by now.
  await expect(page.getByRole('button', { name: language === 'en' ? 'العربية' : 'English' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

test('an English page does not download the Arabic font, though it names Arabic in Arabic', async ({ page }) => {
  const fonts = await fontsRequested(page, 'en');
  expect(fonts.some((font) => font.includes('inter-latin'))).toBe(true);
  expect(fonts.filter((font) => font.includes('noto-sans-arabic'))).toEqual([]);
  // The small face cut to the languages' names draws the word instead.
  expect(fonts.some((font) => font.includes('language-names'))).toBe(true);
});

test('an Arabic page downloads the Arabic font', async ({ page }) => {
  const fonts = await fontsRequested(page, 'ar');
  expect(fonts.some((font) => font.includes('noto-sans-arabic'))).toBe(true);
});

test("the sign-in page's answer names its chunks for preloading, and the page uses each one", async ({ page, request }) => {
  const answer = await request.get('/auth', { headers: { Accept: 'text/html' } });
  const link = answer.headers().link ?? '';
  const hinted = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
  expect(link).toMatch(/<\/assets\/auth-route-[\w-]+\.js>; rel=modulepreload/);
  const loaded = new Set<string>();
  page.on('requestfinished', (finished) => void loaded.add(new URL(finished.url()).pathname));
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: strings('en')('auth.login.title') })).toBeVisible();
  for (const file of hinted) expect(loaded, file).toContain(file);
});
