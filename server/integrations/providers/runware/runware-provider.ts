import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { templateTypes } from '../../../../contract';
import type { GenerationProvider, ProviderJob, ProviderOutput } from '../provider';
import { createRunwareClient, type RunwareResult } from './runware-client';
import { timeoutError, toProviderError, type RunwareErrorItem } from './runware-errors';
import { downloadResults, fitOutpaintInput, prepareImages, taskSize } from './runware-media';
import { asyncTypes, buildTask } from './runware-tasks';

export interface RunwareProviderOptions {
  apiKey: string;
  /** The REST task endpoint; defaults to Runware's. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The whole task, uploads to last download, polling included (default 10 minutes). */
  timeoutMs?: number;
  /** One HTTP request (default 2 minutes: synchronous image inference answers when the images are done). */
  requestTimeoutMs?: number;
  /** Between getResponse polls of an async task (default 2 s; the docs suggest starting at 1 to 2 s). */
  pollIntervalMs?: number;
  /** How input images travel: inline data URIs (default) or imageUpload first. */
  imageTransport?: 'upload' | 'dataUri';
  /** For reading a video result's size when the task did not set one; defaults to findFfmpeg(). */
  ffmpegPath?: string;
  /** Task UUIDs (v4); injectable so tests can predict them. */
  newTaskId?: () => string;
}

/** Polling reports progress on a time estimate when Runware gives none: the spec's 120 s for a video. */
const expectedVideoMs = 120_000;

function isUnknownTask(error: RunwareErrorItem | undefined, status: number): boolean {
  return status === 404 || /notfound|expired/i.test(error?.code ?? '');
}

/**
 * Runware over REST. Image tasks are synchronous; video tasks use async delivery and getResponse polling. The
 * task UUID is stored (onProviderTaskId) before anything is sent, so a worker that restarts looks the task up
 * with getResponse instead of paying for it twice; only a task Runware does not know is submitted again.
 */
export function createRunwareProvider(options: RunwareProviderOptions): GenerationProvider {
  const timeoutMs = options.timeoutMs ?? 600_000;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const newId = options.newTaskId ?? randomUUID;
  const client = createRunwareClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? 'https://api.runware.ai/v1',
    fetch: options.fetch ?? globalThis.fetch,
    requestTimeoutMs: Math.min(options.requestTimeoutMs ?? 120_000, timeoutMs),
  });

  async function poll(
    job: ProviderJob,
    taskUUID: string,
    signal: AbortSignal,
    report: (percent: number) => void,
  ): Promise<RunwareResult[]> {
    const started = Date.now();
    const expected = Math.max(1, job.numberResults);
    for (;;) {
      // getResponse answers with one item per generation: processing, success or error (docs: task polling).
      const answer = await client.post([{ taskType: 'getResponse', taskUUID }], signal);
      if (answer.errors[0] || answer.status >= 400) throw toProviderError(answer.status, answer.errors[0]);
      const items = answer.data.filter((item) => !item.taskUUID || item.taskUUID === taskUUID);
      const failed = items.find((item) => item.status === 'error');
      if (failed) throw toProviderError(0, failed as RunwareErrorItem);
      const done = items.filter((item) => item.status === 'success');
      if (done.length >= expected) return done;
      const reported = items.map((item) => item.progress).find((value): value is number => typeof value === 'number');
      report(15 + 0.75 * (reported ?? Math.min(95, ((Date.now() - started) / expectedVideoMs) * 100)));
      await sleep(pollIntervalMs, undefined, { signal });
    }
  }

  /** A stored task id: finish that task if Runware knows it; null means it must be submitted afresh. */
  async function resume(job: ProviderJob, taskUUID: string, signal: AbortSignal, report: (percent: number) => void) {
    const answer = await client.post([{ taskType: 'getResponse', taskUUID }], signal);
    const [error] = answer.errors;
    if (error || answer.status >= 400) {
      if (isUnknownTask(error, answer.status)) return null;
      throw toProviderError(answer.status, error);
    }
    const known = answer.data.filter((item) => !item.taskUUID || item.taskUUID === taskUUID);
    if (known.length === 0) return null;
    const failed = known.find((item) => item.status === 'error');
    if (failed) throw toProviderError(0, failed as RunwareErrorItem);
    const done = known.filter((item) => item.status === 'success');
    if (done.length >= Math.max(1, job.numberResults)) return done;
    await sleep(pollIntervalMs, undefined, { signal });
    return poll(job, taskUUID, signal, report);
  }

  async function submit(job: ProviderJob, signal: AbortSignal, report: (percent: number) => void): Promise<RunwareResult[]> {
    const refs = await prepareImages(job, client, options.imageTransport ?? 'dataUri', signal, newId);
    const taskUUID = newId();
    const task = buildTask(job, taskUUID, refs, await taskSize(job));
    await job.onProviderTaskId?.(taskUUID);
    report(10);
    const results = await client.send([task], signal);
    if (!asyncTypes.has(job.templateType)) return results.filter((item) => item.taskUUID === taskUUID && (item.imageURL || item.videoURL));
    await sleep(pollIntervalMs, undefined, { signal });
    return poll(job, taskUUID, signal, report);
  }

  async function runJob(given: ProviderJob, signal: AbortSignal): Promise<ProviderOutput[]> {
    const job = await fitOutpaintInput(given);
    let reported = -1;
    const report = (percent: number) => {
      const rounded = Math.min(100, Math.round(percent));
      if (rounded > reported) job.onProgress((reported = rounded));
    };
    report(0);
    const items =
      (job.providerTaskId ? await resume(job, job.providerTaskId, signal, report) : null) ?? (await submit(job, signal, report));
    if (items.length === 0) throw toProviderError(502, undefined);
    report(90);
    const size = asyncTypes.has(job.templateType) ? await taskSize(job) : null;
    const outputs = await downloadResults(job, items, client, signal, {
      size,
      ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
      onDone: (share) => report(90 + share * 10),
    });
    report(100);
    return outputs;
  }

  return {
    name: 'runware',
    supports: (type) => templateTypes.includes(type),
    async run(job) {
      const deadline = AbortSignal.timeout(timeoutMs);
      try {
        return await runJob(job, AbortSignal.any([job.signal, deadline]));
      } catch (error) {
        if (job.signal.aborted) throw job.signal.reason;
        if (deadline.aborted) throw timeoutError();
        throw error;
      }
    },
  };
}
