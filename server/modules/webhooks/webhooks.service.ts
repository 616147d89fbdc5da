import { randomUUID } from 'node:crypto';
import { MAX_WEBHOOKS_PER_USER, type Webhook, type WebhookAttempt, type WebhookEventType } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { WebhookAttemptRow, WebhookRow } from '../../db/schema';
import { errorCodes } from '../../../contract';
import { HttpError, notFound } from '../../http-error';
import { permissionDenied, type PermissionService } from '../permissions';
import { BlockedAddressError, type AddressGuard } from './address-guard';
import { eventBody } from './task-webhooks';
import type { WebhookDispatcher } from './webhook-dispatcher';
import { generateWebhookSecret, secretHint } from './webhook-signature';
import {
  countUserWebhooks,
  deleteUserWebhook,
  findUserWebhook,
  insertDeliveries,
  insertWebhook,
  listUserWebhooks,
  lockUserForWebhooks,
  recentAttempts,
  replaceSecret,
} from './webhooks.repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ATTEMPTS_SHOWN = 50;
const LOCKED_MESSAGE = 'Your plan does not include webhooks. Upgrade your plan to add one.';
const NOT_FOUND_MESSAGE = 'Webhook not found.';

function toAnswer(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    // The create call only accepts the contract's events, so stored ones are among them.
    events: row.events as Webhook['events'],
    secret_hint: secretHint(row.secret),
    created_at: row.createdAt.toISOString(),
  };
}

function attemptAnswer(row: WebhookAttemptRow, event: { eventId: string; eventType: string }): WebhookAttempt {
  return {
    id: row.id,
    event_id: event.eventId,
    event_type: event.eventType,
    attempt: row.attempt,
    status_code: row.statusCode,
    error: row.error,
    attempted_at: row.attemptedAt.toISOString(),
    retry_at: row.retryAt?.toISOString() ?? null,
    is_success: row.error === null && row.statusCode !== null,
  };
}

function invalidUrl(message: string): HttpError {
  return new HttpError(errorCodes.validation, message, { fields: { url: message } });
}

export function createWebhookService(deps: {
  db: Database;
  clock: Clock;
  permissions: PermissionService;
  guard: AddressGuard;
  dispatcher: WebhookDispatcher;
}) {
  async function owned(userId: string, id: string): Promise<WebhookRow> {
    const row = uuidPattern.test(id) ? await findUserWebhook(deps.db, userId, id) : null;
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    return row;
  }

  /** Checked when registered and again on every send: a name's addresses may change after it was accepted. */
  async function checkReachable(url: string): Promise<void> {
    try {
      await deps.guard.addressesFor(new URL(url).hostname);
    } catch (error) {
      throw invalidUrl(
        error instanceof BlockedAddressError
          ? 'Webhooks cannot be sent to private, local or link-local addresses.'
          : 'The host of this URL could not be found.',
      );
    }
  }

  return {
    async list(userId: string) {
      return { webhooks: (await listUserWebhooks(deps.db, userId)).map(toAnswer) };
    },

    /** Needs the tier that has API keys: webhooks are for the same scripts. */
    async create(userId: string, input: { url: string; events: Array<Exclude<WebhookEventType, 'webhook.test'>> }) {
      await deps.permissions.require(userId, 'apiKeys.canCreate', LOCKED_MESSAGE);
      await checkReachable(input.url);
      const secret = generateWebhookSecret();
      const row = await deps.db.transaction(async (tx) => {
        await lockUserForWebhooks(tx, userId);
        if ((await countUserWebhooks(tx, userId)) >= MAX_WEBHOOKS_PER_USER) {
          throw permissionDenied(`You can register up to ${MAX_WEBHOOKS_PER_USER} webhooks. Remove one to add another.`);
        }
        return insertWebhook(tx, { userId, url: input.url, events: [...new Set(input.events)], secret, createdAt: deps.clock.now() });
      });
      return {
        message: 'Your webhook was added. Copy the signing secret now: it will not be shown again.',
        webhook: toAnswer(row),
        secret,
      };
    },

    async remove(userId: string, id: string) {
      const isDeleted = uuidPattern.test(id) && (await deleteUserWebhook(deps.db, userId, id));
      if (!isDeleted) throw notFound(NOT_FOUND_MESSAGE);
      return { message: 'The webhook was removed.' };
    },

    async rotateSecret(userId: string, id: string) {
      await owned(userId, id);
      const secret = generateWebhookSecret();
      const row = await replaceSecret(deps.db, userId, id, secret, deps.clock.now());
      if (!row) throw notFound(NOT_FOUND_MESSAGE);
      return {
        message: 'A new signing secret is in use from now on. Copy it now: it will not be shown again.',
        webhook: toAnswer(row),
        secret,
      };
    },

    /** Goes through the outbox like any event, so a failed test is retried and logged the same way. */
    async sendTest(userId: string, id: string) {
      const webhook = await owned(userId, id);
      await deps.permissions.require(userId, 'apiKeys.canCreate', LOCKED_MESSAGE);
      const now = deps.clock.now();
      const eventId = randomUUID();
      const body = eventBody({ id: eventId, type: 'webhook.test', createdAt: now, data: { webhook_id: webhook.id } });
      const [delivery] = await insertDeliveries(deps.db, [
        { webhookId: webhook.id, eventId, eventType: 'webhook.test', body, nextAttemptAt: now, createdAt: now },
      ]);
      const [attempt] = await deps.dispatcher.deliverNow(delivery ? [delivery.id] : []);
      if (!attempt) throw notFound(NOT_FOUND_MESSAGE);
      return { attempt: attemptAnswer(attempt, { eventId, eventType: 'webhook.test' }) };
    },

    async attempts(userId: string, id: string) {
      const webhook = await owned(userId, id);
      const rows = await recentAttempts(deps.db, webhook.id, ATTEMPTS_SHOWN);
      return { attempts: rows.map((row) => attemptAnswer(row.attempt, row)) };
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
