import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { createActiveUser, signIn } from './api-helpers';
import { completeCaptcha, strings } from './support';
import { createTeamByApi, proOwner } from './team-steps';

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

test("a page the build does not draw names its route's chunks for preloading in its answer, and uses each one", async ({
  page,
  request,
}) => {
  await signIn(page, request, 'hints');
  const answer = await request.get('/account', { headers: { Accept: 'text/html' } });
  const link = answer.headers().link ?? '';
  const hinted = [...link.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '');
  expect(link).toMatch(/<\/assets\/account-[\w-]+\.js>; rel=modulepreload/);
  const loaded = new Set<string>();
  page.on('requestfinished', (finished) => void loaded.add(new URL(finished.url()).pathname));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const file of hinted) expect(loaded, file).toContain(file);
});

test("the drawn sign-in page paints before it asks for the app's scripts and its language file", async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: strings('en')('auth.login.title') })).toBeVisible();
  const started = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(.+\.js|lang\/en\.json)$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
  await expect.poll(async () => (await started()).length).toBeGreaterThan(2);
  const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  expect(painted).toBeDefined();
  expect(Math.min(...(await started()))).toBeGreaterThanOrEqual(painted!);
});

test('the sign-in page is drawn by its HTML alone, in the language its cookie names', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: strings('en')('auth.login.title') })).toBeVisible();
  await expect(page.locator('input[name="password"]')).toBeVisible();
  await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: strings('ar')('auth.login.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

/**
 * Holds the app's scripts back until `release` is called, so that the test marks what the HTML drew before React
 * could replace it (`hold` holds them again for the next page); gathers the page's errors, a failed hydration's
 * among them.
 */
async function holdScripts(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let open: (() => void) | undefined;
  let released = Promise.resolve();
  const hold = () => {
    released = new Promise<void>((resolve) => (open = resolve));
  };
  hold();
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { errors, release: () => open?.(), hold };
}

test('the app takes the drawn sign-in page over in place, without a hydration error, and it answers', async ({ page }) => {
  const { errors, release } = await holdScripts(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const t = strings('en');
  const heading = page.getByRole('heading', { name: t('auth.login.title') });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute('data-drawn-by-html', ''));
  release();
  // Hydrated once the login form reacts: the password toggle shows the password.
  const password = page.locator('input[name="password"]');
  await expect(async () => {
    if ((await password.getAttribute('type')) !== 'text') {
      await page.getByRole('button', { name: t('designSystem.showPassword') }).click({ timeout: 1000 });
    }
    await expect(password).toHaveAttribute('type', 'text', { timeout: 1000 });
  }).toPass();
  await password.fill('secret');
  await expect(password).toHaveValue('secret');
  await expect(page.locator('h1[data-drawn-by-html]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('what a visitor types and submits on the drawn sign-in page before the app takes it over is done then', async ({ page, request }) => {
  const user = await createActiveUser(request, 'early_input');
  const { errors, release } = await holdScripts(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  const t = strings('en');
  await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
  const username = page.getByLabel(t('auth.login.username'));
  const password = page.getByLabel(t('auth.login.password'), { exact: true });
  await username.fill(user.username);
  await password.fill(user.password);
  // Enter submits the form: natively, that would put the password in the address.
  await password.press('Enter');
  expect(new URL(page.url()).search).toBe('');
  release();
  // The submission is replayed once the app has taken the page over: it finds both fields filled, and asks for the
  // captcha, which the drawn page did not have yet.
  await expect(page.getByText(t('auth.errors.captchaMissing'))).toBeVisible();
  await expect(page.getByText(t('auth.errors.required'))).toHaveCount(0);
  await expect(username).toHaveValue(user.username);
  await completeCaptcha(page, t);
  await page.getByRole('button', { name: t('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/workshop\/default$/);
  expect(errors).toEqual([]);
});

/** Taken over once the points arrive: the balance (a new account's 50, a new team's pool) shows in the top bar. */
async function expectTakenOver(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('banner').getByTestId('points-balance'), screen).toBeVisible();
}

test("a member's workshop, gallery and My Studio are drawn by their HTML as the frame and loading state, and the app takes each over in place", async ({
  page,
  request,
}) => {
  await signIn(page, request, 'frame');
  const { errors, release, hold } = await holdScripts(page);
  const t = strings('en');
  for (const screen of ['/workshop/default', '/gallery', '/studio']) {
    hold();
    await page.goto(screen, { waitUntil: 'commit' });
    const topBar = page.getByRole('banner');
    await expect(topBar, screen).toBeVisible();
    await expect(page.getByRole('link', { name: t('shell.screens.gallery.title') }).first(), screen).toBeVisible();
    await topBar.evaluate((element) => element.setAttribute('data-drawn-by-html', ''));
    release();
    await expectTakenOver(page, screen);
    await expect(page.locator('header[data-drawn-by-html]'), screen).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

/**
 * Goes to each of the screens the build draws for a member and checks that the app took every request the boot
 * script started for it: one whose URL the app does not ask for would stay in the list, and one the app asked for
 * afresh would show twice.
 */
async function expectEarlyRequestsTaken(page: Page) {
  for (const screen of ['/workshop/default', '/gallery', '/studio']) {
    const asked: string[] = [];
    const listen = (sent: Request) => {
      if (sent.method() === 'GET' && new URL(sent.url()).pathname.startsWith('/api/')) asked.push(sent.url());
    };
    page.on('request', listen);
    await page.goto(screen);
    await expectTakenOver(page, screen);
    await expect
      .poll(() => page.evaluate(() => (window as { earlyRequests?: Array<{ url: string }> }).earlyRequests?.map((early) => early.url)), {
        message: screen,
      })
      .toEqual([]);
    const counted = new Map<string, number>();
    for (const url of asked) counted.set(url, (counted.get(url) ?? 0) + 1);
    expect(
      [...counted].filter(([, times]) => times > 1),
      screen,
    ).toEqual([]);
    page.off('request', listen);
  }
}

test("the app takes every request the boot script started for a member's screen, rather than asking again", async ({ page, request }) => {
  await signIn(page, request, 'early');
  await expectEarlyRequestsTaken(page);
});

test("in a team's workspace too, the boot script asks for the team's data as the app does", async ({ page, request, baseURL }) => {
  const owner = await proOwner(page, request, baseURL!, 'early_team');
  const teamId = await createTeamByApi(request, owner.token, 'Early Team');
  await page.addInitScript((team) => localStorage.setItem('activeWorkspace', team), teamId);
  const teamAsked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).searchParams.get('team_id') === teamId) teamAsked.push(sent.url());
  });
  await expectEarlyRequestsTaken(page);
  // The screens did ask in the team's name: a boot script that left the team out would have been asked again.
  expect(teamAsked.length).toBeGreaterThan(2);
});
