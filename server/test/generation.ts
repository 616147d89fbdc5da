import sharp from 'sharp';
import type { CallAnswer, uploadImageForAi } from '../../contract';
import type { GenerationProvider, ProviderJob, ProviderOutput } from '../integrations/providers/provider';
import { createProviderRegistry } from '../worker/provider-registry';
import { randomIp, readTestResponse, type TestApp, type TestResponse } from './test-app';

export type TaskAnswer = {
  task_id: string;
  status: string;
  progress: number | null;
  error_message: string | null;
  cost: number;
  new_balance?: number;
  data?: { results: Array<Record<string, unknown> & { id: string; url: string; thumbnail_url: string | null }> };
};
export type RunAnswer = { tasks: TaskAnswer[]; new_balance: number; project_id: string | null; new_project: null };

export function textToImage(prompt = 'a red castle at dawn', params: Record<string, unknown> = {}) {
  return {
    template_id: 'text_to_image_v1',
    user_inputs: { USER_PROMPT: prompt },
    user_params: { main: { width: 512, height: 512, ...params } },
  };
}

export const run = (t: TestApp, token: string, body: unknown) => t.post<RunAnswer>('/api/v1/workflows/run', body, { token });

export const taskStatus = (t: TestApp, token: string, taskId: string) => t.get<TaskAnswer>(`/api/v1/tasks/${taskId}`, { token });

/** Polls a task until it ends, as the browser does (faster: tests have no 3 s to spare). */
export async function waitForTask(t: TestApp, token: string, taskId: string, timeoutMs = 15_000): Promise<TaskAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await taskStatus(t, token, taskId);
    if (body.status === 'complete' || body.status === 'failed') return body;
    if (Date.now() > deadline) throw new Error(`Task ${taskId} still ${body.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends a multipart form the way a browser does. */
export async function postForm<T = Record<string, unknown>>(
  t: TestApp,
  pathname: string,
  form: FormData,
  token?: string,
): Promise<TestResponse<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': randomIp() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return readTestResponse<T>(await t.request(pathname, { method: 'POST', body: form, headers }));
}

export async function testPng(width = 64, height = 64, colour = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function uploadImage(t: TestApp, token: string, options: { purpose?: string; png?: Buffer; name?: string } = {}) {
  const form = new FormData();
  const png = options.png ?? (await testPng());
  form.set('image_file', new File([new Uint8Array(png)], options.name ?? 'input.png', { type: 'image/png' }));
  form.set('image_purpose', options.purpose ?? 'seed');
  return postForm<CallAnswer<typeof uploadImageForAi>>(t, '/api/v1/uploads/images', form, token);
}

export interface FakeProviderControl {
  provider: GenerationProvider;
  jobs: ProviderJob[];
}

/** A provider that answers at once with a tiny PNG, or does what `behave` says (fail, hang, report progress). */
export function fakeProvider(behave?: (job: ProviderJob, attempt: number) => Promise<ProviderOutput[] | void>): FakeProviderControl {
  const jobs: ProviderJob[] = [];
  const provider: GenerationProvider = {
    name: 'local',
    supports: () => true,
    async run(job) {
      jobs.push(job);
      const answer = behave ? await behave(job, jobs.length) : undefined;
      if (answer) return answer;
      const data = await testPng(32, 32, '#aa3300');
      return [{ kind: 'image', data, mimeType: 'image/png', width: 32, height: 32, seed: job.seed }];
    },
  };
  return { provider, jobs };
}

export const fakeRegistry = (control: FakeProviderControl) => createProviderRegistry([['local', control.provider]]);
