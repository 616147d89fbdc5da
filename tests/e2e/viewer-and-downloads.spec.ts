import JSZip from 'jszip';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { createImages, generateImage, nextRun, openFirstTileMenu, readAll, type RunBody } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

test('a user downloads one creation from its tile, and three from the gallery as a zip', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { token } = await signIn(page, request, 'ed_zip');
  const prompts = ['A red kite', 'A green hill', 'A grey castle'];
  await createImages(request, token, prompts);

  await generateImage(page, 'A single sail');
  const single = page.waitForEvent('download');
  await openFirstTileMenu(page);
  await page.getByRole('menuitem', { name: t('workshop.results.download') }).click();
  expect((await single).suggestedFilename()).toMatch(/^studio-[\w-]+\.png$/);

  await page.goto('/gallery');
  const grid = page.getByRole('list', { name: t('galleryScreen.grid') });
  // Ctrl or meta click selects; a plain click would open the viewer.
  for (const prompt of prompts) await grid.getByRole('button', { name: prompt }).click({ modifiers: ['ControlOrMeta'] });
  const bar = page.getByRole('toolbar', { name: t('galleryScreen.selected', { count: 3 }) });
  const zipped = page.waitForEvent('download');
  await bar.getByRole('button', { name: t('generation.downloads.download') }).click();
  const download = await zipped;
  expect(download.suggestedFilename()).toMatch(/^studio-.*\.zip$/);
  const zip = await JSZip.loadAsync(await readAll(await download.createReadStream()));
  const files = Object.values(zip.files).filter((file) => !file.dir);
  expect(files).toHaveLength(3);
  for (const file of files) {
    expect(file.name).toMatch(/^studio-[\w-]+\.png$/);
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
  expect(files).toHaveLength(3);
  expect(files.filter((name) => /^studio-[\w-]+\.png$/.test(name))).toHaveLength(1);
  expect(files.filter((name) => /^Beach\/studio-[\w-]+\.png$/.test(name))).toHaveLength(2);
});
