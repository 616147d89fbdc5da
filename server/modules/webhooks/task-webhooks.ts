import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/database';
import { mediaItems, type GenerationTaskRow } from '../../db/schema';
import { insertDeliveries, webhooksListeningFor } from './webhooks.repository';

/** The event body: the same bytes for every webhook and every try, so a receiver can de-duplicate on `id`. */
export function eventBody(event: { id: string; type: string; createdAt: Date; data: Record<string, unknown> }): string {
  return JSON.stringify({ id: event.id, type: event.type, created_at: event.createdAt.toISOString(), data: event.data });
}

/**
 * Writes a finished task's event to the outbox of each of its submitter's webhooks, inside the transaction that
 * ended the task: the event exists exactly when the task ended. A webhook belongs to a user and hears about the
 * tasks that user started, in any workspace (a team's tasks carry its id); teammates' tasks are theirs to hear.
 */
export function createTaskWebhooks(deps: { clock: Clock }) {
  return async function enqueueTaskEvent(tx: Executor, task: GenerationTaskRow): Promise<void> {
    if (task.status !== 'complete' && task.status !== 'failed') return;
    const type = task.status === 'complete' ? 'task.completed' : 'task.failed';
    const hooks = await webhooksListeningFor(tx, task.userId, type);
    if (hooks.length === 0) return;
    const results = await tx
      .select({ id: mediaItems.id })
      .from(mediaItems)
      .where(eq(mediaItems.taskId, task.id))
      .orderBy(asc(mediaItems.outputIndex));
    const now = deps.clock.now();
    const id = randomUUID();
    const body = eventBody({
      id,
      type,
      createdAt: now,
      data: {
        task: {
          task_id: task.id,
          status: task.status,
          template_id: task.templateId,
          project_id: task.projectId,
          team_id: task.teamId,
          cost: task.cost,
          // A failed task's cost came back to the account it was paid from (the ledger's refund line).
          refunded: task.status === 'failed' ? task.cost : 0,
          error_code: task.errorCode,
          error_message: task.errorMessage,
          result_ids: results.map((row) => row.id),
          created_at: task.createdAt.toISOString(),
          finished_at: task.finishedAt?.toISOString() ?? null,
        },
      },
    });
    await insertDeliveries(
      tx,
      hooks.map((hook) => ({ webhookId: hook.id, eventId: id, eventType: type, body, nextAttemptAt: now, createdAt: now })),
    );
  };
}
