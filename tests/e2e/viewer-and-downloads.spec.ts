import type { APIRequestContext } from '@playwright/test';
import JSZip from 'jszip';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { createImages, generateImage, nextRun, openFirstTileMenu, readAll, type RunBody } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

/** The calendar day of an instant where this machine (and so its browser) is, as a zip's names write it. */
const localDay = (instant: string) => {
  const date = new Date(instant);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
};

/** The creation dates the history lists for a user, by prompt. */
async function creationDays(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/v1/generated-history?per_page=50', { headers: { authorization: `Bearer ${token}` } });
  const { history } = (await answer.json()) as { history: Array<{ prompt_text: string; creation_date: string }> };
  return new Map(history.map((item) => [item.prompt_text, localDay(item.creation_date)]));
}

test('a user downloads one creation from its tile, and three from the gallery as a zip named by prompt, day and counter', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'ed_zip');
  const kite = 'A red kite in a storm';
  const castle = 'قلعة رمادية على تل';
  await createImages(request, token, [kite, kite, castle]);

  await generateImage(page, 'A single sail');
  const single = page.waitForEvent('download');
  await openFirstTileMenu(page);
  await page.getByRole('menuitem', { name: t('workshop.results.download') }).click();
  expect((await single).suggestedFilename()).toMatch(/^studio-[\w-]+\.png$/);

  await page.goto('/gallery');
  const grid = page.getByRole('list', { name: t('galleryScreen.grid') });
  // Ctrl or meta click selects; a plain click would open the viewer.
  for (const prompt of [kite, castle]) {
    await expect(grid.getByRole('button', { name: prompt }).first()).toBeVisible();
    for (const tileButton of await grid.getByRole('button', { name: prompt }).all())
      await tileButton.click({ modifiers: ['ControlOrMeta'] });
  }
  const bar = page.getByRole('toolbar', { name: t('galleryScreen.selected', { count: 3 }) });
  const zipped = page.waitForEvent('download');
  await bar.getByRole('button', { name: t('generation.downloads.download') }).click();
  const download = await zipped;
  expect(download.suggestedFilename()).toMatch(/^studio-.*\.zip$/);
  const zip = await JSZip.loadAsync(await readAll(await download.createReadStream()));
  const files = Object.values(zip.files).filter((file) => !file.dir);
  const days = await creationDays(request, token);
  expect(files.map((file) => file.name).toSorted()).toEqual(
    [
      `red-kite-storm_${days.get(kite)}_01.png`,
      `red-kite-storm_${days.get(kite)}_02.png`,
      `قلعة-رمادية-على-تل_${days.get(castle)}_01.png`,
    ].toSorted(),
  );
  for (const file of files) {
    const { width } = await sharp(await file.async('nodebuffer')).metadata();
    expect(width).toBeGreaterThan(0);
  }
});

test('from the gallery and from My Studio a creation opens in the viewer, and its Variations goes to the workshop with it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'ed_viewer');
  await createImages(request, token, ['A yellow submarine', 'A purple mountain']);

  await page.goto('/gallery');
  const grid = page.getByRole('list', { name: t('galleryScreen.grid') });
  await grid.getByRole('button', { name: 'A yellow submarine' }).click();
  const viewer = page.getByRole('dialog', { name: t('editors.viewer.title') });
  await expect(viewer.getByText('A yellow submarine')).toBeVisible();
  await expect(viewer.getByText(t('editors.viewer.position', { index: 2, count: 2 }))).toBeVisible();
  // Back closes the viewer and stays in the gallery.
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);

  await page.goto('/studio');
  await page
    .getByRole('list', { name: t('studio.creations') })
    .getByRole('button', { name: 'A purple mountain', exact: true })
    .click();
  await expect(viewer.getByText('A purple mountain')).toBeVisible();
  const variations = viewer.getByRole('button', { name: t('editors.viewer.variations') });
  await expect(variations).toBeEnabled();
  const { generated_url: url } = await (
    await request.get('/api/v1/generated-history?per_page=20&search=purple', { headers: { authorization: `Bearer ${token}` } })
  )
    .json()
    .then((answer: { history: Array<{ generated_url: string }> }) => answer.history[0]!);
  await variations.click();
  await expect(page).toHaveURL(/\/workshop\/image_variations_v1$/);
  const run = nextRun(page);
  await page.getByTestId('generate-button').click();
  expect(String(((await run).postDataJSON() as RunBody).user_inputs.USER_UPLOADED_IMAGE_URL)).toBe(url);
  // The viewer's entry was replaced: Back leaves the workshop for the studio.
  await page.goBack();
  await expect(page).toHaveURL(/\/studio$/);
});

test('a user downloads a project with its sub-project as one zip, from My Studio', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'ed_project_zip');
  const headers = { authorization: `Bearer ${token}` };
  const create = async (name: string, parentId: string | null) => {
    const response = await request.post('/api/v1/projects', { headers, data: { project_name: name, parent_id: parentId } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const trip = await create('Summer Trip', null);
  const beach = await create('Beach', trip);
  await createImages(request, token, ['A sunny pier'], trip);
  await createImages(request, token, ['A striped umbrella', 'A sand castle'], beach);

  await page.goto(`/studio/${trip}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Trip' })).toBeVisible();
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: t('studio.download'), exact: true }).click();
  const download = await zipped;
  expect(download.suggestedFilename()).toMatch(/^studio-.*\.zip$/);
  const zip = await JSZip.loadAsync(await readAll(await download.createReadStream()));
  const files = Object.values(zip.files)
    .filter((file) => !file.dir)
    .map((file) => file.name);
  const days = await creationDays(request, token);
  expect(files.toSorted()).toEqual([
    `Beach/sand-castle_${days.get('A sand castle')}_01.png`,
    `Beach/striped-umbrella_${days.get('A striped umbrella')}_01.png`,
    `sunny-pier_${days.get('A sunny pier')}_01.png`,
  ]);
});

test('a user opens a creation in the gallery and walks the list with the arrow keys, in full screen too', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'ed_walk');
  const prompts = ['A copper kettle', 'A glass lantern', 'A paper boat'];
  await createImages(request, token, prompts);
  const newestFirst = prompts.toReversed();

  await page.goto('/gallery');
  await page
    .getByRole('list', { name: t('galleryScreen.grid') })
    .getByRole('button', { name: newestFirst[0] })
    .click();
  const viewer = page.getByRole('dialog', { name: t('editors.viewer.title') });
  const position = (index: number) => viewer.getByText(t('editors.viewer.position', { index, count: 3 }), { exact: true });
  await expect(position(1)).toBeVisible();
  await expect(viewer.getByRole('button', { name: t('editors.viewer.previous') })).toBeDisabled();
  // The picture is the viewer's: most of a 1280 px window, not a 470 px box.
  expect((await viewer.getByTestId('viewer-stage').boundingBox())!.width).toBeGreaterThan(800);

  await page.keyboard.press('ArrowRight');
  await expect(position(2)).toBeVisible();
  await expect(viewer.getByText(newestFirst[1]!)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(position(3)).toBeVisible();
  await expect(viewer.getByText(newestFirst[2]!)).toBeVisible();
  await expect(viewer.getByRole('button', { name: t('editors.viewer.next') })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(position(3)).toBeVisible();

  await viewer.getByRole('button', { name: t('editors.viewer.fullScreen') }).click();
  await expect(viewer.getByRole('button', { name: t('editors.viewer.exitFullScreen') })).toBeVisible();
  await expect(viewer.getByRole('heading', { name: t('editors.viewer.title') })).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(position(2)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer.getByRole('heading', { name: t('editors.viewer.title') })).toBeVisible();
  await expect(viewer.getByText(newestFirst[1]!)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/gallery$/);
});

test("the details viewer opened from the workshop shows when the result was made, and offers a picture's tools", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, request, 'ed_workshop_date');
  await generateImage(page, 'A brass compass on a map');
  await page.getByRole('button', { name: t('workshop.results.details') }).click();
  const viewer = page.getByRole('dialog', { name: t('editors.viewer.title') });
  await expect(viewer.getByText('A brass compass on a map')).toBeVisible();
  const created = viewer.locator('dt', { hasText: t('editors.viewer.date') }).locator('xpath=following-sibling::dd');
  await expect(created).not.toHaveText('—');
  await expect(created).toContainText(String(new Date().getFullYear()));
  for (const tool of ['upscale', 'variations', 'outpaint', 'inpaint'] as const) {
    await expect(viewer.getByRole('button', { name: t(`editors.viewer.${tool}`) })).toBeVisible();
  }
});
