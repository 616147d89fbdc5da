import type { Catalog } from './catalog/load-catalog';
import type { Metrics } from './metrics/metrics';
import type { MediaStorage } from './integrations/storage/media-storage';
import type { TaskEventBus } from './modules/tasks';
import type { AddressGuard, SendWebhook } from './modules/webhooks';
import type { ProviderRegistry } from './worker/provider-registry';
import type { ResultProcessing } from './worker/result-processing';
import type { TaskQueue } from './worker/task-queue';

/** What the generation engine runs on, chosen by settings in container.ts (tests pass fakes or small settings). */
export interface GenerationEngine {
  catalog: Catalog;
  storage: MediaStorage;
  providers: ProviderRegistry;
  processing: ResultProcessing;
  queue: TaskQueue;
  taskEvents: TaskEventBus;
  /** A provider call is abandoned after this long. */
  generationTimeoutMs: number;
  /** This process's name on the tasks it claims (see WORKER_ID); null when it has none. */
  workerId: string | null;
  /** How often an idle task event stream sends a heartbeat comment. */
  eventHeartbeatMs: number;
  /** How webhooks reach users' URLs: the address check (WEBHOOKS_ALLOW_PRIVATE_URLS), the sender and the outbox's poll. */
  webhooks: { guard: AddressGuard; send: SendWebhook; pollMs: number };
  /** This process's Prometheus metrics (each test app has registers of its own). */
  metrics: Metrics;
}
