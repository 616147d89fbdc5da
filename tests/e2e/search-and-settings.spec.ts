import { expect, test } from './fixtures';
import { signIn } from './api-helpers';
import { createImages } from './creation-helpers';
import { strings } from './support';

const t = strings('en');

type Created = { prompt_text: string; seed: number; generated_url: string };

test('a user finds a creation by its seed in the gallery, then uploads its file to fill the workshop from it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { token } = await signIn(page, request, 'search_seed');
  const authorization = { authorization: `Bearer ${token}` };
  await createImages(request, token, ['A harbour at night', 'A fox in snow']);
  const { history } = (await (await request.get('/api/v1/generated-history?per_page=10', { headers: authorization })).json()) as {
    history: Created[];
  };
  const fox = history.find((item) => item.prompt_text === 'A fox in snow')!;

  await page.goto('/gallery');
  const grid = page.getByRole('list', { name: t('galleryScreen.grid') });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: t('galleryFilters.button'), exact: true }).click();
  const filters = page.getByRole('dialog', { name: t('galleryFilters.title') });
  await filters.getByRole('textbox', { name: t('galleryFilters.seed') }).fill(String(fox.seed));
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: t('galleryFilters.remove', { filter: t('galleryFilters.chipSeed', { value: String(fox.seed) }) }) }),
  ).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(1);
  await expect(grid.getByRole('button', { name: 'A fox in snow' })).toBeVisible();

  // The downloaded file carries how it was made; uploaded again, it offers to fill the workshop.
  const file = await request.get(fox.generated_url, { headers: authorization });
  expect(file.headers()['content-type']).toBe('image/png');
  await page.goto('/workshop/text_to_image_v1');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'fox.png', mimeType: 'image/png', buffer: await file.body() });
  await expect(page).toHaveURL(/\/workshop\/image_to_image_v1$/);
  const offer = page.getByRole('region', { name: t('workshop.settingsOffer.title') });
  await expect(offer.getByText(t('workshop.settingsOffer.seed', { seed: fox.seed }))).toBeVisible();
  await offer.getByRole('button', { name: t('workshop.settingsOffer.use') }).click();
  await expect(page.getByRole('textbox', { name: 'Prompt' })).toHaveValue('A fox in snow');
});
