import { randomUUID } from 'node:crypto';
import type { CatalogTemplate } from '../../../catalog/catalog-schema';
import type { Logger } from '../../../logger';
import type { GenerationProvider, ProviderJob, ProviderOutput, TemplateType } from '../provider';
import { createComfyClient, type ComfyHistoryEntry } from './comfyui-client';
import { comfyFailure } from './comfyui-errors';
import { createComfyHealth } from './comfyui-health';
import { prepareInputs } from './comfyui-inputs';
import { readOutputs } from './comfyui-outputs';
import { buildPrompt, jobValues, type ModelNames } from './comfyui-prompt';
import { openComfySocket, type ComfySocket } from './comfyui-socket';
import { promptState, waitForPrompt } from './comfyui-wait';
import type { ComfyWorkflow } from './workflow-schema';

export interface ComfyProviderOptions {
  /** COMFYUI_URL: the server's address, with a path prefix when a proxy adds one. */
  baseUrl: string;
  token?: string;
  workflows: ReadonlyMap<string, ComfyWorkflow>;
  /** The model files the operator configured, by role; a role left out keeps the workflow's own file. */
  models: ModelNames;
  /** To name templates in the health log. */
  templates: readonly CatalogTemplate[];
  logger: Logger;
  ffmpegPath: string;
  /** How often the health check runs after the first (default a minute). */
  healthIntervalMs?: number;
  /** History polls while the websocket is down (default 1 s) and, as a safety net, while it is up (default 5 s). */
  pollIntervalMs?: number;
  socketPollMs?: number;
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** One websocket client id per prompt: a worker that resumes the prompt after a restart hears its events again. */
const clientIdFor = (promptId: string) => `studio-${promptId}`;

/**
 * ComfyUI on the operator's own GPU. Each template names a workflow (API-format JSON plus a mapping); a run
 * uploads the inputs, queues the prompt under an id stored before it is sent, follows it on the websocket (history
 * polling when the socket is down), and reads the results from /history and /view. A worker that restarts looks
 * the stored id up first: a finished prompt is collected, a queued or running one awaited, and only a prompt
 * ComfyUI never saw is sent again, under the same id.
 */
export function createComfyProvider(options: ComfyProviderOptions): GenerationProvider {
  const client = createComfyClient({
    baseUrl: options.baseUrl,
    ...(options.token ? { token: options.token } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
  });
  const health = createComfyHealth({
    client,
    workflows: options.workflows,
    models: options.models,
    templates: options.templates,
    logger: options.logger,
    intervalMs: options.healthIntervalMs ?? 60_000,
  });
  const types = new Set<TemplateType>(
    options.templates.filter((template) => template.providers.comfyui).map((template) => template.type[0]!),
  );
  const socketFor = (promptId: string) => openComfySocket({ url: client.socketUrl(clientIdFor(promptId)), headers: client.headers });

  async function runJob(job: ProviderJob, workflow: ComfyWorkflow, report: (percent: number) => void): Promise<ProviderOutput[]> {
    const { signal } = job;
    let promptId = job.providerTaskId;
    let socket: ComfySocket | undefined;
    const wait = (id: string, open: ComfySocket) =>
      waitForPrompt({
        client,
        socket: open,
        workflow,
        promptId: id,
        signal,
        onShare: (share) => report(5 + share * 85),
        pollMs: options.pollIntervalMs ?? 1000,
        socketPollMs: options.socketPollMs ?? 5000,
      });
    try {
      let entry: ComfyHistoryEntry | undefined;
      if (promptId) {
        const state = await promptState(client, workflow.name, promptId, signal);
        if (state.kind === 'done') entry = state.entry;
        else if (state.kind === 'waiting') entry = await wait(promptId, (socket = socketFor(promptId)));
        else if (state.kind === 'failed') {
          options.logger.info('a stored ComfyUI prompt had failed; queuing the task again', {
            taskId: job.taskId,
            promptId,
            reason: state.error.message,
          });
          promptId = undefined;
        }
        // 'unknown': ComfyUI never saw it (or forgot it), so it is queued again under the same id.
      }
      if (!entry) {
        const prepared = await prepareInputs(job, workflow, client, signal);
        report(3);
        const prompt = buildPrompt(workflow, jobValues(job, workflow, prepared), options.models);
        if (!promptId) {
          promptId = randomUUID();
          await job.onProviderTaskId?.(promptId);
        }
        // Listening before queuing, so not even the first message is missed.
        socket ??= socketFor(promptId);
        const accepted = await client.queuePrompt(workflow.name, { prompt, client_id: clientIdFor(promptId), prompt_id: promptId }, signal);
        if (accepted !== promptId) {
          // An older ComfyUI chooses its own ids: keep that one, so a restart can still look the prompt up.
          promptId = accepted;
          await job.onProviderTaskId?.(accepted);
        }
        report(5);
        entry = await wait(promptId, socket);
      }
      report(90);
      return await readOutputs({
        client,
        entry,
        workflow,
        job,
        ffmpegPath: options.ffmpegPath,
        signal,
        onShare: (share) => report(90 + share * 10),
      });
    } finally {
      socket?.close();
    }
  }

  return {
    name: 'comfyui',
    supports: (type) => types.has(type),
    serves: (workflow) => options.workflows.has(workflow) && health.serves(workflow),
    async run(job) {
      const workflow = options.workflows.get(job.model);
      if (!workflow) throw comfyFailure(`no ComfyUI workflow is named ${job.model}`, false, 'provider_rejected');
      let reported = -1;
      const report = (percent: number) => {
        const rounded = Math.min(100, Math.round(percent));
        if (rounded > reported) job.onProgress((reported = rounded));
      };
      report(0);
      try {
        const outputs = await runJob(job, workflow, report);
        report(100);
        return outputs;
      } catch (error) {
        if (job.signal.aborted) throw job.signal.reason;
        throw error;
      }
    },
    /** Takes a waiting prompt off the queue, or interrupts it if it is the one running. */
    async cancel(promptId) {
      const signal = AbortSignal.timeout(10_000);
      const queue = await client.queue(signal);
      if (queue.pending.includes(promptId)) await client.deleteQueued([promptId], signal);
      if (queue.running.includes(promptId)) await client.interrupt(promptId, signal);
    },
    start: () => health.start(),
    stop: () => health.stop(),
  };
}
