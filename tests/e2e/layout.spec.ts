import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';
import { payInSandboxByApi, pointsOf } from './team-steps';

/** Every screen inside the shell. */
const shellPaths = ['/workshop/default', '/ai-tools', '/gallery', '/studio', '/teams', '/account', '/billing', '/payment-portal'];

/** How far the page can be scrolled sideways, each way: a page wider than the window scrolls in one of them. */
async function sidewaysScroll(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const reached: number[] = [];
    for (const to of [10_000, -10_000]) {
      window.scrollTo(to, window.scrollY);
      reached.push(Math.abs(window.scrollX));
      window.scrollTo(0, window.scrollY);
    }
    return { overflow: root.scrollWidth - root.clientWidth, right: reached[0], left: reached[1] };
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`no page scrolls sideways in ${language}, whatever the balance`, async ({ page, request, baseURL, isMobile }) => {
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await sidewaysScroll(page), '/auth').toEqual({ overflow: 0, right: 0, left: 0 });

    // A five-digit balance, as a user who bought points has: the top bar must still fit the screen.
    const user = await signIn(page, request, `layout_${language}`);
    await payInSandboxByApi(request, user.token, baseURL!, 'points-12000-once');
    await expect.poll(() => pointsOf(request, user.token)).toBeGreaterThanOrEqual(10_000);
    // The phone walks the pages again at 320 px, the narrowest screen the layout supports.
    for (const width of isMobile ? [390, 320] : [1280]) {
      await page.setViewportSize({ width, height: isMobile ? 844 : 800 });
      for (const path of shellPaths) {
        await page.goto(path);
        await expect(page.getByTestId('points-balance')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        expect(await sidewaysScroll(page), `${path} at ${width} px`).toEqual({ overflow: 0, right: 0, left: 0 });
      }
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: strings(language)('app.notFound.title') })).toBeVisible();
    expect(await sidewaysScroll(page), 'not found').toEqual({ overflow: 0, right: 0, left: 0 });
  });

  test(`the frame the HTML draws before the app runs fits a phone in ${language}`, async ({ browser, baseURL, isMobile }) => {
    test.skip(!isMobile, 'The top bar gives way on phone widths.');
    // The prerendered frame shows the balance as a placeholder until the app has loaded it: it must take no more
    // room than the balance will.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const page = await context.newPage();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/workshop/default', '/gallery', '/studio']) {
        await page.goto(path);
        const banner = page.getByRole('banner');
        const placeholder = banner.getByRole('status');
        await expect(placeholder).toHaveAttribute('aria-busy', 'true');
        expect((await placeholder.boundingBox())?.width, `the balance's placeholder on ${path}`).toBeGreaterThan(24);
        const boxes = await banner.locator('button, a, [role=status]').evaluateAll((elements) =>
          elements.map((element) => {
            const { left, right } = element.getBoundingClientRect();
            return { what: element.getAttribute('aria-label') ?? element.textContent ?? element.tagName, left, right };
          }),
        );
        expect(boxes.length, `${path} at ${width} px`).toBeGreaterThan(3);
        for (const box of boxes) {
          expect(box.left, `${box.what} on ${path} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.what} on ${path} at ${width} px`).toBeLessThanOrEqual(width);
        }
        expect(await sidewaysScroll(page), `${path} at ${width} px`).toEqual({ overflow: 0, right: 0, left: 0 });
      }
    }
    await context.close();
  });

  test(`the landscape phone's radial menu opens inside the window in ${language}`, async ({ page, request, isMobile }) => {
    test.skip(!isMobile, 'The radial menu shows on landscape phones.');
    const t = strings(language);
    await page.setViewportSize({ width: 844, height: 390 });
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await signIn(page, request, `radial_${language}`);
    await page.goto('/workshop/default');
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    const menu = page.getByRole('menu', { name: t('nav.openMenu') });
    await expect(menu.getByRole('menuitem', { name: t('nav.teams') })).toBeVisible();
    // Everything the open fan draws: its popover, each entry, and the button that closes it again.
    const boxes = await page.evaluate(
      (fabLabel) =>
        [...document.querySelectorAll(`[role=menu], [role=menu] [role=menuitem], button[aria-label="${fabLabel}"]`)].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return { what: element.getAttribute('aria-label') ?? element.textContent, x, y, right: x + width, bottom: y + height };
        }),
      t('nav.openMenu'),
    );
    expect(boxes.length).toBeGreaterThan(5);
    for (const box of boxes) {
      expect(box.x, box.what ?? '').toBeGreaterThanOrEqual(0);
      expect(box.y, box.what ?? '').toBeGreaterThanOrEqual(0);
      expect(box.right, box.what ?? '').toBeLessThanOrEqual(844);
      expect(box.bottom, box.what ?? '').toBeLessThanOrEqual(390);
    }
    expect(await sidewaysScroll(page)).toEqual({ overflow: 0, right: 0, left: 0 });
  });
}
