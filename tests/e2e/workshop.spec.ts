import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { strings } from './support';

const t = strings('en');
const ar = strings('ar');

/** Local generation renders real pixels; a video encodes with ffmpeg, which a loaded machine makes slow. */
const generationTimeout = { timeout: 90_000 };

/** A small real PNG to upload, as a user's photo would be. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

test('from the hub a user opens Text to Image, sees the price, generates, and the points go down', async ({ page, request }) => {
  await signIn(page, request, 'ws_image');
  await page.goto('/ai-tools');
  await page.getByRole('link', { name: 'Text to Image', exact: true }).click();
  await expect(page).toHaveURL(/\/workshop\/text_to_image_v1$/);
  await expect(page.getByTestId('points-balance')).toContainText('50');

  await page.getByRole('textbox', { name: 'Prompt' }).fill('A lighthouse at dusk');
  const generate = page.getByTestId('generate-button');
  // The Auto size of the image presets costs 2 points (server/catalog/dimension-presets.json).
  await expect(generate).toHaveText(t('workshop.generate.points', { count: 2, points: 2 }));
  await generate.click();
  // The balance drops as soon as the run is accepted, before the result arrives.
  await expect(page.getByTestId('points-balance')).toContainText('48');
  await expect(page.getByTestId('result-preview').locator('img')).toBeVisible(generationTimeout);
  await expect(page.getByRole('button', { name: t('workshop.results.remix') })).toBeAttached();
});

test('the catalog is asked for once, with the HTML: the app takes the answer the boot script started', async ({ page, request }) => {
  await signIn(page, request, 'ws_early');
  const paths: string[] = [];
  page.on('request', (call) => paths.push(new URL(call.url()).pathname));
  // Who started the catalog call: the boot script starts it with the route's chunks, so the order of requests does
  // not tell; the initiator does.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const catalogInitiators: string[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).pathname !== '/api/v1/service-models') return;
    const frames = event.initiator.stack?.callFrames ?? [];
    catalogInitiators.push([...new Set(frames.map((frame) => new URL(frame.url || 'about:blank').pathname))].join(' '));
  });
  await page.goto('/workshop/default');
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toBeVisible();
  // Started by the HTML's own boot script, not by the app's code, and a second call would mean the app asked with
  // another address or token than the early one and waited again.
  const catalog = paths.filter((path) => path === '/api/v1/service-models');
  expect(catalog).toHaveLength(1);
  expect(catalogInitiators).toEqual(['/workshop/default']);
});

test('a run resumes after a reload and still shows its result', async ({ page, request }) => {
  await signIn(page, request, 'ws_resume');
  // The page hears nothing of its task before the reload, however fast the task is: its status and event calls are
  // held from the moment the page opens (a handler that never settles holds a request; one that returns lets it go),
  // and stay held through the reload: unrouting would release them, and their answers could end the task first.
  let isHolding = true;
  await page.route('**/api/v1/tasks/**', (route) => (isHolding ? new Promise<void>(() => undefined) : route.continue()));
  await page.goto('/workshop/default');
  await page.getByRole('textbox', { name: 'Prompt' }).fill('A quiet harbour');
  await page.getByTestId('generate-button').click();
  await expect(page.getByTestId('points-balance')).toContainText('48');
  await expect(page.getByText(t('workshop.results.queued')).or(page.getByRole('progressbar')).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('activeTasks_')))).toBe(true);
  isHolding = false;
  await page.reload();
  await expect(page.getByTestId('result-preview').locator('img')).toBeVisible(generationTimeout);
});

test('a video template makes a playable video', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signIn(page, request, 'ws_video');
  await page.goto('/workshop/text_to_video_v1');
  await expect(page.getByRole('radio', { name: t('workshop.modes.video') })).toBeChecked();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('Waves on a beach');
  await page.getByTestId('generate-button').click();
  const video = page.getByTestId('result-preview').locator('video');
  await expect(video).toBeVisible({ timeout: 120_000 });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThan(0);
});

test('an uploaded image moves Text to Image to Image to Image, which generates from it', async ({ page, request }) => {
  await signIn(page, request, 'ws_upload');
  await page.goto('/workshop/text_to_image_v1');
  await page.getByRole('textbox', { name: 'Prompt' }).fill('In watercolour');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page).toHaveURL(/\/workshop\/image_to_image_v1$/);
  // The prompt travelled with the image.
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('In watercolour');
  await page.getByTestId('generate-button').click();
  await expect(page.getByTestId('result-preview').locator('img')).toBeVisible(generationTimeout);
});

test('an earlier creation from the asset library becomes the input; a reload keeps the inputs, the address opened again does not', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, request, 'ws_library');
  await page.goto('/workshop/text_to_image_v1');
  await page.getByRole('textbox', { name: 'Prompt' }).fill('A red kite');
  await page.getByTestId('generate-button').click();
  await expect(page.getByTestId('result-preview').locator('img')).toBeVisible(generationTimeout);

  await page.goto('/workshop/image_to_image_v1');
  await page.getByRole('button', { name: t('media.upload.assetLibrary') }).click();
  const library = page.getByRole('dialog', { name: t('media.assetLibrary.title') });
  await library.getByRole('tab', { name: t('media.assetLibrary.creations') }).click();
  await library.getByRole('button', { name: 'A red kite' }).click();
  await expect(library).toBeHidden();
  const input = page.getByRole('img', { name: t('media.upload.uploaded', { label: 'Image' }) });
  await expect(input).toBeVisible();
  await page.getByRole('textbox', { name: 'Prompt' }).fill('In ink');

  // A reload is the same visit: its inputs come back as they were left.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('In ink');
  await expect(input).toBeVisible();
  // Opening the address again later is a new visit, which starts empty (before, every visit opened by its address
  // shared React Router's key 'default', so it found the last one's inputs).
  await page.goto('/gallery');
  await page.goto('/workshop/image_to_image_v1');
  await expect(page.getByTestId('generate-button')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('');
  await expect(input).toBeHidden();
});

test('a template above the plan is locked in the hub and offers Upgrade Plan', async ({ page, request }) => {
  await signIn(page, request, 'ws_locked');
  await page.goto('/ai-tools');
  const card = page.getByRole('article', { name: 'Cinematic Video' });
  await expect(card.getByText('Requires the Pro plan')).toBeVisible();
  await expect(card.getByRole('link', { name: t('hub.upgrade') })).toHaveAttribute('href', '/billing?tier=Pro');
  // The workshop says the same when the template is opened by its address.
  await page.goto('/workshop/cinematic_video_v1');
  await expect(page.getByRole('link', { name: t('workshop.generate.upgrade') })).toHaveAttribute('href', '/billing?tier=Pro');
});

test('the workshop speaks Arabic, right to left', async ({ page, request }) => {
  await signIn(page, request, 'ws_arabic');
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/workshop/default');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('radio', { name: ar('workshop.modes.image') })).toBeChecked();
  // The catalog's own words come in Arabic too: the prompt box is named by the catalog's phrase for 'Prompt'.
  await page.getByRole('textbox', { name: 'الوصف' }).fill('قلعة');
  await expect(page.getByTestId('generate-button')).toHaveText(ar('workshop.generate.points', { count: 2, points: 2 }));
});
