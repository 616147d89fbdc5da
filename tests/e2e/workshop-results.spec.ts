import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { createImages, generateImage, generationTimeout, openFirstTileMenu, paintAndApplyMask } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

test('creations stay after a reload: the newest shows large and every one is under it, newest first', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'wr_reload');
  await createImages(request, token, ['A quiet harbour']);
  await generateImage(page, 'A paper lantern');

  await page.reload();
  const preview = page.getByTestId('result-preview');
  await expect(preview.locator('img')).toBeVisible(generationTimeout);
  await expect(preview).toContainText('A paper lantern');
  const tiles = page.getByRole('list', { name: t('workshop.results.timeline') }).getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.nth(0).getByRole('button', { name: 'A paper lantern' })).toBeVisible();
  await expect(tiles.nth(1).getByRole('button', { name: 'A quiet harbour' })).toBeVisible();
  await expect(page.getByRole('link', { name: t('workshop.results.seeAll') })).toHaveAttribute('href', '/gallery');
});

test('a tile too narrow for its buttons offers every action in one menu, which downloads the creation', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request, 'wr_tile');
  await generateImage(page, 'A single sail');
  const tile = await openFirstTileMenu(page);
  // Nothing the tile shows is cut off.
  const box = (await tile.boundingBox())!;
  for (const button of await tile.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const inside = (await button.boundingBox())!;
    expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width);
    expect(inside.x).toBeGreaterThanOrEqual(box.x);
  }
  for (const action of ['remix', 'upscale', 'variations', 'outpaint', 'inpaint', 'favorite', 'download']) {
    await expect(page.getByRole('menuitem', { name: t(`workshop.results.${action}`) })).toBeVisible();
  }
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: t('workshop.results.download') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
});

test('the offline preview model is named before the first run and on its result, and its guide tells how to connect real models', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, request, 'wr_offline');
  await page.goto('/workshop/default');
  const notice = page.getByRole('complementary', { name: t('workshop.offline.title') });
  await expect(notice).toContainText(t('workshop.offline.body'));
  await page.getByRole('textbox', { name: 'Prompt' }).fill('A red fox in a snowy forest');
  await page.getByTestId('generate-button').click();
  const badge = page.getByTestId('result-preview').getByRole('button', { name: t('workshop.offline.badgeLabel') });
  await expect(badge).toBeVisible(generationTimeout);
  await badge.click();
  const guide = page.getByRole('dialog', { name: t('workshop.offline.guide.title') });
  await expect(guide.getByRole('heading', { name: t('workshop.offline.guide.comfyTitle') })).toBeVisible();
  await expect(guide.getByText('COMFYUI_URL=http://127.0.0.1:8188 npm start')).toBeVisible();
  await expect(guide.getByRole('heading', { name: t('workshop.offline.guide.runwareTitle') })).toBeVisible();
  await guide.getByRole('button', { name: t('workshop.offline.guide.close') }).click();
  await expect(guide).toBeHidden();
});

test('Ctrl+Enter in the prompt generates; Enter makes a new line', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, request, 'wr_keys');
  await page.goto('/workshop/default');
  const prompt = page.getByRole('textbox', { name: 'Prompt' });
  await prompt.fill('A lighthouse');
  await prompt.press('Enter');
  await prompt.pressSequentially('at dusk');
  await expect(prompt).toHaveValue('A lighthouse\nat dusk');
  await expect(page.getByTestId('points-balance')).toContainText('50');
  await prompt.press('Control+Enter');
  await expect(page.getByTestId('points-balance')).toContainText('48');
  await expect(page.getByTestId('result-preview').locator('img')).toBeVisible(generationTimeout);
});

test('after Apply Mask the image shows the mask; Edit mask goes on with its strokes, Clear mask takes it away', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, request, 'wr_mask');
  await generateImage(page, 'A red barn in a green field');
  await page
    .getByTestId('result-preview')
    .getByRole('button', { name: t('workshop.results.edit') })
    .click();
  await page.getByRole('menuitem', { name: t('workshop.results.inpaint') }).click();
  await paintAndApplyMask(page);

  const overlay = page.getByRole('img', { name: t('workshop.mask.overlay') });
  await expect(overlay).toBeVisible();
  // Painted from the editor's PNG, in the editor's tint.
  expect(await overlay.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(/^url\("data:image\/png/);

  // The strokes come back: the editor applies them again without a new one.
  await page.getByRole('button', { name: t('workshop.mask.edit') }).click();
  const editor = page.getByRole('dialog', { name: t('editors.mask.title') });
  await expect(editor.getByTestId('mask-stage').locator('canvas').first()).toBeVisible({ timeout: 45_000 });
  await editor.getByRole('button', { name: t('editors.mask.apply') }).click();
  await expect(editor).toBeHidden();
  await expect(overlay).toBeVisible();

  await page.getByRole('button', { name: t('workshop.mask.clear') }).click();
  await expect(overlay).toBeHidden();
  await expect(page.getByRole('button', { name: t('workshop.mask.paint') })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the finished picture keeps its shape and the width of the column', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signIn(page, request, 'wr_phone');
    const picture = await generateImage(page, 'A lighthouse at dusk');
    // The short results column was brought to the run by itself.
    await expect(picture).toBeInViewport({ ratio: 0.6 });
    await picture.scrollIntoViewIfNeeded();
    const box = (await picture.boundingBox())!;
    const natural = await picture.evaluate((element: HTMLImageElement) => element.naturalWidth / element.naturalHeight);
    expect(box.height).toBeGreaterThan(200);
    expect(Math.abs(box.width / box.height - natural)).toBeLessThan(0.02);

    // A touch screen has no hover: the tile's menu shows as it is, and a tap opens it.
    const tile = page
      .getByRole('list', { name: t('workshop.results.timeline') })
      .getByRole('listitem')
      .first();
    const more = tile.getByRole('button', { name: t('workshop.results.more') });
    await more.scrollIntoViewIfNeeded();
    await expect(more).toBeVisible();
    await more.tap();
    await expect(page.getByRole('menuitem', { name: t('workshop.results.download') })).toBeVisible();
  });
});
