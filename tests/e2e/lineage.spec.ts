import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { generateImage, generationTimeout } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

test('a user upscales a creation, and the result’s details show what it was made from and what it cost', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, request, 'lineage_upscale');
  const picture = await generateImage(page, 'A lighthouse on a rock');
  const original = await picture.getAttribute('src');

  await page.getByRole('button', { name: t('workshop.results.details') }).click();
  const viewer = page.getByRole('dialog', { name: t('editors.viewer.title') });
  // Made from words alone: no chain.
  await expect(viewer.getByText(t('editors.lineage.noParent'))).toBeVisible();
  await viewer.getByRole('button', { name: t('editors.viewer.upscale') }).click();
  await expect(page).toHaveURL(/\/workshop\/upscale_v1$/);
  await page.getByTestId('generate-button').click();
  await expect.poll(() => picture.getAttribute('src'), generationTimeout).not.toBe(original);

  await page.getByRole('button', { name: t('workshop.results.details') }).click();
  await expect(viewer.getByText(t('editors.lineage.kinds.upscale'), { exact: true }).first()).toBeVisible();
  const chain = viewer.getByRole('list', { name: t('editors.lineage.chain') });
  await expect(chain.getByRole('listitem')).toHaveCount(1);
  await expect(chain.getByRole('button', { name: /^Open Generate from / })).toBeVisible();
  await expect(viewer.getByTestId('run-cost')).toHaveText(/\d+ points?/);

  // The parent opens in the viewer, and Back returns to the upscaled picture.
  await chain.getByRole('button', { name: /^Open Generate from / }).click();
  await expect(viewer.getByText(t('editors.lineage.noParent'))).toBeVisible();
  await viewer.getByRole('button', { name: t('editors.lineage.back') }).click();
  await expect(chain.getByRole('listitem')).toHaveCount(1);
});

test('a remix keeps the creation it started from: its details say Remix and open the first picture', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, request, 'lineage_remix');
  const picture = await generateImage(page, 'A paper boat on a pond');
  const original = await picture.getAttribute('src');

  // Remix fills the workshop with the creation's prompt and settings; its run names the creation it remixes.
  await page
    .getByTestId('result-preview')
    .getByRole('button', { name: t('workshop.results.remix') })
    .click();
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A paper boat on a pond');
  await page.getByTestId('generate-button').click();
  await expect.poll(() => picture.getAttribute('src'), generationTimeout).not.toBe(original);

  await page.getByRole('button', { name: t('workshop.results.details') }).click();
  const viewer = page.getByRole('dialog', { name: t('editors.viewer.title') });
  // The step is the History's first term, not the viewer's own Remix button.
  await expect(viewer.locator('dd').filter({ hasText: new RegExp(`^${t('editors.lineage.kinds.remix')}$`) })).toBeVisible();
  const chain = viewer.getByRole('list', { name: t('editors.lineage.chain') });
  await expect(chain.getByRole('listitem')).toHaveCount(1);
  await chain.getByRole('button', { name: /^Open Generate from / }).click();
  await expect(viewer.getByText(t('editors.lineage.noParent'))).toBeVisible();
});
