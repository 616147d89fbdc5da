import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { generateImage, generationTimeout, nextRun, openFirstTileMenu, paintAndApplyMask, type RunBody } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

/** A file the server serves, as raw RGBA pixels. */
async function pixels(request: APIRequestContext, url: string, token: string) {
  const response = await request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), url).toBe(true);
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Waits until the preview shows a different picture than `before`, and answers its address. */
async function nextPreview(picture: Locator, before: string | null): Promise<string> {
  await expect.poll(() => picture.getAttribute('src'), generationTimeout).not.toBe(before);
  await expect(picture).toBeVisible();
  return (await picture.getAttribute('src')) as string;
}

/** Opens a finished result's menu from its tile (a tile is too narrow for a row of buttons) and chooses a tool. */
async function editFromTile(page: Page, tool: 'upscale' | 'variations' | 'outpaint' | 'inpaint') {
  await openFirstTileMenu(page);
  await page.getByRole('menuitem', { name: t(`workshop.results.${tool}`) }).click();
}

test('from the details viewer a user inpaints, and only the masked region changes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'ed_inpaint');
  const picture = await generateImage(page, 'A red barn in a green field');
  const original = await picture.getAttribute('src');

  await page.getByRole('button', { name: t('workshop.results.details') }).click();
  const viewer = page.getByRole('dialog', { name: t('editors.viewer.title') });
  await expect(viewer.getByText('A red barn in a green field')).toBeVisible();
  await viewer.getByRole('button', { name: t('editors.viewer.inpaint') }).click();
  await expect(page).toHaveURL(/\/workshop\/Image_inpainting_v1$/);

  // One brush stroke across the middle of the picture.
  await paintAndApplyMask(page);

  await page.getByRole('textbox', { name: 'Prompt' }).fill('A blue door');
  const run = nextRun(page);
  await page.getByTestId('generate-button').click();
  const body = (await run).postDataJSON() as RunBody;
  const inputUrl = String(body.user_inputs.USER_UPLOADED_IMAGE_URL);
  const maskUrl = String(body.user_inputs.USER_MASK_IMAGE_URL);
  const resultUrl = await nextPreview(picture, original);

  const [input, mask, output] = await Promise.all([
    pixels(request, inputUrl, token),
    pixels(request, maskUrl, token),
    pixels(request, resultUrl, token),
  ]);
  expect([output.width, output.height]).toEqual([input.width, input.height]);
  expect([mask.width, mask.height]).toEqual([input.width, input.height]);
  let painted = 0;
  let changedInside = 0;
  let changedOutside = 0;
  for (let pixel = 0; pixel < input.width * input.height; pixel += 1) {
    const at = pixel * 4;
    const isChanged = [0, 1, 2].some((channel) => input.data[at + channel] !== output.data[at + channel]);
    if (mask.data[at]! > 0) {
      painted += 1;
      if (isChanged) changedInside += 1;
    } else if (isChanged) changedOutside += 1;
  }
  expect(painted).toBeGreaterThan(100);
  expect(changedInside).toBeGreaterThan(painted / 2);
  expect(changedOutside).toBe(0);
});

test('a user outpaints a result by 128 pixels on one side and gets an image that much wider', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, request, 'ed_outpaint');
  const picture = await generateImage(page, 'A lighthouse on a cliff');
  const original = await picture.getAttribute('src');
  const size = await picture.evaluate((element: HTMLImageElement) => ({ width: element.naturalWidth, height: element.naturalHeight }));

  await editFromTile(page, 'outpaint');
  await expect(page).toHaveURL(/\/workshop\/Image_outpainting_v1$/);
  const editor = page.getByRole('dialog', { name: t('editors.outpaint.title') });
  const stage = editor.getByTestId('outpaint-stage');
  // The picture loads into the canvas; a loaded machine makes that slow.
  await expect(stage.locator('canvas').first()).toBeVisible({ timeout: 45_000 });
  const readout = editor.getByTestId('outpaint-size');
  await expect(readout).toHaveText(t('editors.outpaint.size', size));

  // The right handle sits mid-height on the picture's right edge; drag it out until the readout says 128 more.
  const box = (await stage.boundingBox())!;
  const margin = 128;
  const scale = Math.min(1, (box.width - 32) / (size.width + margin * 2), (box.height - 32) / (size.height + margin * 2));
  const handleX = box.x + box.width / 2 + (size.width / 2) * scale;
  const y = box.y + box.height / 2;
  const wider = t('editors.outpaint.size', { width: size.width + 128, height: size.height });
  await page.mouse.move(handleX, y);
  await page.mouse.down();
  for (let step = 1; step <= 60 && (await readout.textContent()) !== wider; step += 1) await page.mouse.move(handleX + step * 4 * scale, y);
  await page.mouse.up();
  await expect(readout).toHaveText(wider);
  await editor.getByRole('button', { name: t('editors.outpaint.applySettings') }).click();
  await expect(editor).toBeHidden();

  const run = nextRun(page);
  await page.getByTestId('generate-button').click();
  const body = (await run).postDataJSON() as { user_params: Record<string, Record<string, unknown>> };
  expect(Object.values(body.user_params).find((params) => 'right' in params)).toMatchObject({ top: 0, right: 128, bottom: 0, left: 0 });
  await nextPreview(picture, original);
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]))
    .toEqual([size.width + 128, size.height]);
});

test('a user picks a frame of a generated video and upscales it', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, request, 'ed_frame');
  await page.goto('/workshop/text_to_video_v1');
  await page.getByRole('textbox', { name: 'Prompt' }).fill('Waves on a beach');
  await page.getByTestId('generate-button').click();
  const video = page.getByTestId('result-preview').locator('video');
  await expect(video).toBeVisible({ timeout: 150_000 });

  await editFromTile(page, 'upscale');
  const picker = page.getByRole('dialog', { name: t('editors.frames.title') });
  await expect(picker).toBeVisible();
  const use = picker.getByRole('button', { name: t('editors.frames.useFrame') });
  await expect(use).toBeEnabled({ timeout: 20_000 });
  const frame = await picker
    .locator('video')
    .evaluate((element: HTMLVideoElement) => ({ width: element.videoWidth, height: element.videoHeight }));
  await picker.getByRole('button', { name: t('editors.frames.nextFrame') }).click();
  await use.click();
  await expect(picker).toBeHidden();
  await expect(page).toHaveURL(/\/workshop\/upscale_v1$/);

  const run = nextRun(page);
  await page.getByTestId('generate-button').click();
  const body = (await run).postDataJSON() as RunBody;
  expect(String(body.user_inputs.USER_UPLOADED_IMAGE_URL)).not.toMatch(/\.mp4/);
  const picture = page.getByTestId('result-preview').locator('img');
  await expect(picture).toBeVisible(generationTimeout);
  // Upscale doubles the frame by default (server/catalog/templates/upscale-v1.json).
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]), generationTimeout)
    .toEqual([frame.width * 2, frame.height * 2]);
});
