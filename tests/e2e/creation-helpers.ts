import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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
