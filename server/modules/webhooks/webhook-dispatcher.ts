import { WEBHOOK_SIGNATURE_HEADER } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookRow } from '../../db/schema';
import type { Logger } from '../../logger';
import { signatureHeader } from './webhook-signature';
import type { SendWebhook } from './webhook-sender';
import { claimDueDeliveries, recordAttempt } from './webhooks.repository';

/** Tries of one delivery before it is given up: with the doubling below, the last comes about 2 hours after the first. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
/** A dispatcher that dies mid-send loses its hold after this; the send itself times out well before. */
const LEASE_MS = 60_000;
const BATCH = 10;

/** The wait after the `attempt`-th failed try: 1, 2, 4 … 64 minutes. */
export function retryDelayMs(attempt: number): number {
  return FIRST_RETRY_MS * 2 ** (attempt - 1);
}

export interface WebhookDispatcher {
  /** Sends every delivery due now (up to a batch); answers how many were tried. */
  runDue(): Promise<number>;
  /** Tries these deliveries now whatever their due time (the "Send test" button); answers the attempts made. */
  deliverNow(deliveryIds: string[]): Promise<WebhookAttemptRow[]>;
  /** Polls the outbox every `pollMs` until stopped. The outbox is in the database; the timer only wakes us. */
  start(pollMs: number): void;
  stop(): Promise<void>;
}

export function createWebhookDispatcher(deps: { db: Database; clock: Clock; send: SendWebhook; logger: Logger }): WebhookDispatcher {
  async function attempt({ delivery, webhook }: { delivery: WebhookDeliveryRow; webhook: WebhookRow }) {
    const attemptedAt = deps.clock.now();
    const timestamp = Math.floor(attemptedAt.getTime() / 1000);
    const result = await deps.send({
      url: webhook.url,
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Studio-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(webhook.secret, timestamp, delivery.body),
        'Studio-Timestamp': String(timestamp),
        'Studio-Event-Id': delivery.eventId,
        'Studio-Event-Type': delivery.eventType,
      },
    });
    const isSuccess = result.statusCode !== null && result.error === null;
    const retryAt =
      isSuccess || delivery.attempts >= MAX_ATTEMPTS ? null : new Date(attemptedAt.getTime() + retryDelayMs(delivery.attempts));
    if (!isSuccess)
      deps.logger.info('a webhook delivery failed', { deliveryId: delivery.id, attempt: delivery.attempts, error: result.error });
    return deps.db.transaction((tx) => recordAttempt(tx, delivery, { ...result, attemptedAt, retryAt, isSuccess }));
  }

  async function claim(ids?: string[]) {
    const now = deps.clock.now();
    return deps.db.transaction((tx) => claimDueDeliveries(tx, now, new Date(now.getTime() + LEASE_MS), ids?.length ?? BATCH, ids));
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let isStopped = true;

  const dispatcher: WebhookDispatcher = {
    async runDue() {
      const claimed = await claim();
      await Promise.all(claimed.map(attempt));
      return claimed.length;
    },
    async deliverNow(deliveryIds) {
      if (deliveryIds.length === 0) return [];
      return Promise.all((await claim(deliveryIds)).map(attempt));
    },
    start(pollMs) {
      isStopped = false;
      const tick = () => {
        running = dispatcher
          .runDue()
          .catch((error: unknown) => deps.logger.warn('sending due webhooks failed', { error }))
          .finally(() => {
            if (!isStopped) timer = setTimeout(tick, pollMs);
          });
      };
      timer = setTimeout(tick, pollMs);
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
  return dispatcher;
}
