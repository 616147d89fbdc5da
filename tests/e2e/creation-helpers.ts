import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { strings } from './support';

const t = strings('en');

/** Local generation renders real pixels; a video encodes with ffmpeg, which a loaded machine makes slow. */
export const generationTimeout = { timeout: 90_000 };

/** What the page sends to run a template, as far as the journeys read it. */
export interface RunBody {
  template_id: string;
  user_inputs: Record<string, unknown>;
  user_params: Record<string, Record<string, unknown>>;
}

/** Writes a prompt in Text to Image, generates, and answers the preview's picture once it is there. */
export async function generateImage(page: Page, prompt: string): Promise<Locator> {
  await page.goto('/workshop/text_to_image_v1');
  await page.getByRole('textbox', { name: 'Prompt' }).fill(prompt);
  await page.getByTestId('generate-button').click();
  const picture = page.getByTestId('result-preview').locator('img');
  await expect(picture).toBeVisible(generationTimeout);
  return picture;
}

/** Hovers the first tile of the workshop's results (the newest) and opens its menu of every action. */
export async function openFirstTileMenu(page: Page): Promise<Locator> {
  const tile = page
    .getByRole('list', { name: t('workshop.results.timeline') })
    .getByRole('listitem')
    .first();
  await tile.hover();
  await tile.getByRole('button', { name: t('workshop.results.more') }).click();
  return tile;
}

/** In the open mask editor: waits for the picture, paints one brush stroke across its middle and applies the mask. */
export async function paintAndApplyMask(page: Page): Promise<void> {
  const editor = page.getByRole('dialog', { name: t('editors.mask.title') });
  const stage = editor.getByTestId('mask-stage');
  // The picture loads into the canvas; a loaded machine makes that slow.
  await expect(stage.locator('canvas').first()).toBeVisible({ timeout: 45_000 });
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.5);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width * (0.4 + step * 0.02), box.y + box.height * 0.5);
  await page.mouse.up();
  await editor.getByRole('button', { name: t('editors.mask.apply') }).click();
  await expect(editor).toBeHidden();
}

/** The body of the next run the page asks for, once it is sent. */
export const nextRun = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/v1/workflows/run') && request.method() === 'POST');

/** Runs Text to Image through the API once per prompt and waits until each task is complete. */
export async function createImages(request: APIRequestContext, token: string, prompts: readonly string[], projectId?: string) {
  const authorization = { authorization: `Bearer ${token}` };
  for (const prompt of prompts) {
    const response = await request.post('/api/v1/workflows/run', {
      headers: authorization,
      data: {
        template_id: 'text_to_image_v1',
        user_inputs: { USER_PROMPT: prompt },
        user_params: {},
        ...(projectId ? { project_id: projectId } : {}),
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { tasks } = (await response.json()) as { tasks: Array<{ task_id: string }> };
    for (const { task_id: taskId } of tasks) {
      await expect
        .poll(
          async () =>
            ((await (await request.get(`/api/v1/tasks/${taskId}`, { headers: authorization })).json()) as { status: string }).status,
          generationTimeout,
        )
        .toBe('complete');
    }
  }
}

/** A download's whole content. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
