import type { z } from 'zod';
import type { taskSchema } from '../../../contract';
import type { GenerationTaskRow } from '../../db/schema';

export type TaskView = z.infer<typeof taskSchema>;

export function taskView(row: GenerationTaskRow): TaskView {
  return {
    task_id: row.id,
    status: row.status,
    // Progress means nothing while waiting in the queue (spec: 'Waiting in queue...').
    progress: row.status === 'queued' ? null : row.progress,
    error_message: row.errorMessage,
    error_code: row.errorCode,
    error_params: row.errorParams,
    template_id: row.templateId,
    cost: row.cost,
    created_at: row.createdAt.toISOString(),
  };
}
