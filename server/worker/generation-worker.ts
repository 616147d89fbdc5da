import { taskErrorMessage, type PeopleMessage } from '../../contract';
import type { Clock } from '../clock';
import type { GenerationTaskRow } from '../db/schema';
import { ProviderError, type GenerationProvider, type ProviderOutput } from '../integrations/providers/provider';
import type { MediaStorage } from '../integrations/storage/media-storage';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import type { MediaStore } from '../modules/media';
import { taskRequestSchema, type TaskEventBus, type TaskOutcomes, type TaskRequest, type TaskStore } from '../modules/tasks';
import { createProgressReporter, type ProgressReporter } from './progress-reporter';
import { flatParams, loadProviderInputs } from './provider-inputs';
import type { ProviderRegistry } from './provider-registry';
import type { ResultProcessing } from './result-processing';
import { removeStored, storeOutputs } from './store-results';
import type { GenerationJob } from './task-queue';

export const LOST_TASK_MESSAGE = taskErrorMessage('task_lost').text;

export interface WorkerDeps {
  tasks: TaskStore;
  media: MediaStore;
  clock: Clock;
  logger: Logger;
  storage: MediaStorage;
  providers: ProviderRegistry;
  processing: ResultProcessing;
  events: TaskEventBus;
  outcomes: TaskOutcomes;
  /** A provider call is abandoned after this long. */
  timeoutMs: number;
  /** Written on each task this worker claims (see WORKER_ID). */
  workerId: string | null;
  metrics?: Pick<Metrics, 'queueWait' | 'jobs' | 'jobDuration'>;
}

/** How an attempt ended, for the metrics: `retried` throws back to the queue, `skipped` found nothing to do. */
export type AttemptOutcome = 'complete' | 'failed' | 'retried' | 'skipped';

/** A message a user may read: the provider's own words when it chose them, the spec's fallback otherwise. */
function userMessage(error: unknown): PeopleMessage {
  return error instanceof ProviderError ? error.userMessage : taskErrorMessage('generation_failed');
}

/** The cause an operator reads in the task row: a provider's detail, or what an unexpected error said. */
function failureDetail(error: unknown): string | undefined {
  if (error instanceof ProviderError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

export function createGenerationWorker(deps: WorkerDeps) {
  async function cancelQuietly(provider: GenerationProvider | undefined, taskId: string, providerTaskId: string): Promise<void> {
    await provider
      ?.cancel?.(providerTaskId)
      .catch((error: unknown) => deps.logger.warn('a provider task could not be cancelled', { taskId, providerTaskId, error }));
  }

  async function generate(
    task: GenerationTaskRow,
    request: TaskRequest,
    job: GenerationJob,
    progress: Pick<ProgressReporter, 'report'>,
  ): Promise<ProviderOutput[]> {
    const provider = deps.providers.get(task.providerName);
    if (!provider) throw new ProviderError(taskErrorMessage('generation_failed'), false);
    const timeout = AbortSignal.timeout(deps.timeoutMs);
    const signal = AbortSignal.any([job.signal, timeout]);
    let providerTaskId = task.providerTaskId;
    try {
      return await provider.run({
        taskId: task.id,
        templateType: request.templateType,
        model: request.model,
        prompt: request.prompt,
        ...(request.negativePrompt ? { negativePrompt: request.negativePrompt } : {}),
        seed: request.seed,
        width: request.width,
        height: request.height,
        numberResults: request.numberResults,
        inputs: await loadProviderInputs(deps.media, deps.storage, request),
        params: flatParams(request),
        ...(request.outpaint ? { outpaint: request.outpaint } : {}),
        ...(request.upscaleFactor ? { upscaleFactor: request.upscaleFactor } : {}),
        ...(request.videoSeconds ? { videoSeconds: request.videoSeconds } : {}),
        signal,
        onProgress: progress.report,
        ...(task.providerTaskId ? { providerTaskId: task.providerTaskId } : {}),
        onProviderTaskId: async (id) => {
          await deps.tasks.setProviderTaskId(task.id, id);
          providerTaskId = id;
        },
      });
    } catch (error) {
      if (timeout.aborted && !job.signal.aborted) {
        // Our deadline, not the queue's: the provider would keep working on a result nobody collects.
        if (providerTaskId) await cancelQuietly(provider, task.id, providerTaskId);
        throw new ProviderError(
          taskErrorMessage('timed_out'),
          true,
          'provider_timeout',
          `${task.providerName} did not finish within ${deps.timeoutMs / 1000} s`,
        );
      }
      throw error;
    }
  }

  /** One attempt at a task. Safe to repeat: a finished task is left alone, results are stored once. */
  async function attempt(job: GenerationJob, logger: Logger, seen: { provider: string; outcome: AttemptOutcome }): Promise<void> {
    // Claimed in the one statement that also reads the task: a task that ended (or is gone) is not claimed.
    const task = await deps.tasks.claim(job.taskId, deps.clock.now(), deps.workerId);
    if (!task) return;
    const parsed = taskRequestSchema.safeParse(task.request);
    if (!parsed.success) {
      logger.error('a task request could not be read', { taskId: job.taskId, error: parsed.error });
      await deps.outcomes.fail(job.taskId, taskErrorMessage('generation_failed'), `unreadable task request: ${parsed.error.message}`);
      return;
    }
    seen.provider = task.providerName;
    // The wait a person sees: from acceptance to the first attempt's start (a retry's wait is the queue's own).
    if (job.retryCount === 0) {
      deps.metrics?.queueWait.observe({ provider: task.providerName }, (deps.clock.now().getTime() - task.createdAt.getTime()) / 1000);
    }
    // The provider starts while the stream is told the task runs. A failed announcement still fails the attempt
    // once the provider has answered; until then it is held here, so it cannot go unhandled.
    const announced = deps.events.publish({ userId: task.userId, taskId: task.id });
    announced.catch(() => undefined);
    const progress = createProgressReporter({ tasks: deps.tasks, events: deps.events, task });
    try {
      // The provider's slot goes to the next job as soon as the provider has answered, before the results are stored.
      const outputs = await generate(task, parsed.data, job, progress).finally(job.releaseSlot);
      await announced;
      if (outputs.length === 0) throw new ProviderError(taskErrorMessage('generation_failed'), true);
      // The last progress report is written while the results are stored: it can no longer hold up the end.
      const [rows] = await Promise.all([
        storeOutputs({ storage: deps.storage, processing: deps.processing, signal: job.signal }, task, parsed.data, outputs),
        progress.settled(),
      ]);
      const completed = await deps.outcomes.complete(task.id, async (tx) => {
        const ids = await deps.media.insertResults(tx, rows);
        await job.completeWithin(tx);
        return ids;
      });
      if (completed) seen.outcome = 'complete';
      // An attempt the queue gave up on (its lease ran out) may still finish. If another attempt ended the
      // task first, no row points at these files: remove them rather than leave them in storage for good.
      if (!completed) {
        await removeStored(deps.storage, rows, deps.logger);
        // Logged once the files are gone, so whoever reads the log sees the end state.
        logger.info('a late attempt found its task already ended', { taskId: task.id, attempt: task.attempts });
      }
    } catch (error) {
      // No progress report lands after the attempt has ended.
      await progress.settled();
      // The lease was lost or the queue is stopping: the job runs again elsewhere, so leave the task be.
      if (job.signal.aborted) throw error;
      const canRetry = (!(error instanceof ProviderError) || error.isRetryable) && job.retryCount < job.retryLimit;
      logger.warn('a generation attempt failed', {
        taskId: task.id,
        attempt: job.retryCount + 1,
        canRetry,
        error,
        detail: failureDetail(error),
      });
      if (!canRetry) {
        await deps.outcomes.fail(task.id, userMessage(error), failureDetail(error));
        seen.outcome = 'failed';
        return;
      }
      await deps.tasks.requeue(task.id);
      await deps.events.publish({ userId: task.userId, taskId: task.id });
      throw error;
    }
  }

  return {
    /** One attempt, logged with the request that queued the task and counted in the metrics. */
    async run(job: GenerationJob): Promise<void> {
      const logger = deps.logger.child({ taskId: job.taskId, ...(job.requestId ? { requestId: job.requestId } : {}) });
      const started = performance.now();
      const seen: { provider: string; outcome: AttemptOutcome } = { provider: 'unknown', outcome: 'skipped' };
      try {
        await attempt(job, logger, seen);
      } catch (error) {
        seen.outcome = 'retried';
        throw error;
      } finally {
        const seconds = (performance.now() - started) / 1000;
        const { provider, outcome } = seen;
        if (outcome !== 'skipped') {
          deps.metrics?.jobs.inc({ provider, outcome });
          deps.metrics?.jobDuration.observe({ provider, outcome }, seconds);
        }
        logger.info('generation attempt ended', { outcome, provider, attempt: job.retryCount + 1, durationMs: Math.round(seconds * 1000) });
      }
    },

    /** A job that used up its retries without an answer (its worker kept dying): fail it with a refund. */
    async dead(taskId: string): Promise<void> {
      const failed = await deps.outcomes.fail(
        taskId,
        taskErrorMessage('task_lost'),
        'the job used up its attempts without an answer (its workers died or lost their lease)',
      );
      if (!failed) return;
      deps.logger.warn('a task was lost by its workers and refunded', { taskId });
      // The provider may still be working on it for nobody: the points are back, so stop the work too.
      if (failed.providerTaskId) await cancelQuietly(deps.providers.get(failed.providerName), taskId, failed.providerTaskId);
    },
  };
}
