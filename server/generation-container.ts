import type { DatabaseHandle } from './db/database';
import type { Env } from './env';
import type { GenerationEngine } from './generation-engine';
import { loadCatalog, type Catalog } from './catalog/load-catalog';
import { createComfyProvider } from './integrations/providers/comfyui/comfyui-provider';
import { defaultWorkflowDir, loadWorkflows } from './integrations/providers/comfyui/workflow-files';
import { createLocalProvider } from './integrations/providers/local/local-provider';
import type { GenerationProvider } from './integrations/providers/provider';
import { createRunwareProvider } from './integrations/providers/runware/runware-provider';
import { createLocalStorage, createS3Storage, type MediaStorage } from './integrations/storage';
import type { Logger } from './logger';
import { findFfmpeg } from './media-processing';
import { createMetrics } from './metrics/metrics';
import { createTaskEvents, DEFAULT_HEARTBEAT_MS } from './modules/tasks';
import { createAddressGuard, createWebhookSender } from './modules/webhooks';
import type { ProviderName } from './catalog/catalog-schema';
import { createProviderRegistry } from './worker/provider-registry';
import { createResultProcessing } from './worker/result-processing';
import { createTaskQueue, type QueueSettings } from './worker/task-queue';

export type GenerationOverrides = Partial<GenerationEngine> & { queueSettings?: Partial<QueueSettings> };

/** The job lease outlasts the provider timeout by this much: storing results and thumbnails takes a moment. */
const LEASE_MARGIN_SECONDS = 60;

function queueSettingsFor(env: Env): QueueSettings {
  return {
    leaseSeconds: env.GENERATION_TIMEOUT_SECONDS + LEASE_MARGIN_SECONDS,
    retryLimit: env.GENERATION_RETRY_LIMIT,
    retryDelaySeconds: 5,
    // A worker that dies is noticed within a minute rather than after the whole lease; a minute also rides out
    // a local render that keeps the event loop busy for a while.
    heartbeatSeconds: 60,
    superviseSeconds: 30,
    pollSeconds: 2,
    providerConcurrency: providerConcurrencyFor(env),
  };
}

/** How many jobs of each configured provider one process runs at once. */
export function providerConcurrencyFor(env: Env): Partial<Record<ProviderName, number>> {
  const limits: Partial<Record<ProviderName, number>> = { local: env.WORKER_CONCURRENCY_LOCAL ?? env.WORKER_CONCURRENCY };
  if (env.RUNWARE_API_KEY) limits.runware = env.WORKER_CONCURRENCY_RUNWARE ?? env.WORKER_CONCURRENCY;
  if (env.COMFYUI_URL) limits.comfyui = env.WORKER_CONCURRENCY_COMFYUI ?? env.WORKER_CONCURRENCY;
  return limits;
}

function storageFor(env: Env): MediaStorage {
  if (!env.S3_BUCKET) return createLocalStorage({ dir: env.MEDIA_DIR });
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    signedUrls: env.S3_SIGNED_URLS,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}

function comfyuiProvider(env: Env & { COMFYUI_URL: string }, catalog: Catalog, logger: Logger, ffmpegPath: string): GenerationProvider {
  return createComfyProvider({
    baseUrl: env.COMFYUI_URL,
    ...(env.COMFYUI_TOKEN ? { token: env.COMFYUI_TOKEN } : {}),
    workflows: loadWorkflows(defaultWorkflowDir, catalog.templates),
    models: {
      checkpoint: env.COMFYUI_CHECKPOINT,
      turboCheckpoint: env.COMFYUI_TURBO_CHECKPOINT,
      inpaintCheckpoint: env.COMFYUI_INPAINT_CHECKPOINT ?? env.COMFYUI_CHECKPOINT,
      upscaleModel: env.COMFYUI_UPSCALE_MODEL,
      videoCheckpoint: env.COMFYUI_VIDEO_CHECKPOINT,
      videoTextEncoder: env.COMFYUI_VIDEO_TEXT_ENCODER,
    },
    templates: catalog.templates,
    logger: logger.child({ component: 'comfyui' }),
    ffmpegPath,
    healthIntervalMs: env.COMFYUI_HEALTH_INTERVAL_SECONDS * 1000,
  });
}

/** In preference order: the operator's own ComfyUI, then Runware when keyed, then the embedded local provider. */
function providersFor(env: Env, catalog: Catalog, logger: Logger, ffmpegPath: string): Array<[ProviderName, GenerationProvider]> {
  const timeoutMs = env.GENERATION_TIMEOUT_SECONDS * 1000;
  const providers: Array<[ProviderName, GenerationProvider]> = [];
  if (env.COMFYUI_URL) providers.push(['comfyui', comfyuiProvider({ ...env, COMFYUI_URL: env.COMFYUI_URL }, catalog, logger, ffmpegPath)]);
  if (env.RUNWARE_API_KEY) {
    providers.push([
      'runware',
      createRunwareProvider({ apiKey: env.RUNWARE_API_KEY, baseUrl: env.RUNWARE_API_URL, timeoutMs, ffmpegPath }),
    ]);
  }
  providers.push(['local', createLocalProvider({ ffmpegPath })]);
  return providers;
}

const WEBHOOK_POLL_MS = 2000;

function webhooksFor(env: Env): GenerationEngine['webhooks'] {
  const guard = createAddressGuard({ allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE_URLS });
  return { guard, send: createWebhookSender({ guard }), pollMs: WEBHOOK_POLL_MS };
}

/** Picks storage, providers, queue and event transport from the settings. */
export function createGenerationEngine(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  overrides: GenerationOverrides = {},
): GenerationEngine {
  const timeoutMs = env.GENERATION_TIMEOUT_SECONDS * 1000;
  const ffmpegPath = findFfmpeg();
  const catalog = overrides.catalog ?? loadCatalog();
  return {
    catalog,
    storage: overrides.storage ?? storageFor(env),
    providers: overrides.providers ?? createProviderRegistry(providersFor(env, catalog, logger, ffmpegPath)),
    processing: overrides.processing ?? createResultProcessing({ ffmpegPath, logger }),
    queue:
      overrides.queue ??
      createTaskQueue({ native: database.native, settings: { ...queueSettingsFor(env), ...overrides.queueSettings }, logger }),
    taskEvents: overrides.taskEvents ?? createTaskEvents({ db: database.db, native: database.native, logger }),
    generationTimeoutMs: overrides.generationTimeoutMs ?? timeoutMs,
    eventHeartbeatMs: overrides.eventHeartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    metrics: overrides.metrics ?? createMetrics(),
    webhooks: overrides.webhooks ?? webhooksFor(env),
    // The embedded database belongs to one process, so whatever it finds claimed at start is its own past run's.
    workerId:
      overrides.workerId !== undefined ? overrides.workerId : (env.WORKER_ID ?? (database.native.engine === 'pglite' ? 'embedded' : null)),
  };
}
