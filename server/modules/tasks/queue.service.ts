import {
  cancelledTaskCode,
  errorCodes,
  QUEUE_FINISHED_LIMIT,
  type CallAnswer,
  type QueueTask,
  type runWorkflow,
  type TaskInputs,
  type WorkflowRequest,
} from '../../../contract';
import type { Database } from '../../db/database';
import type { GenerationTaskRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { HttpError, notFound } from '../../http-error';
import type { RecordAnswerIn } from '../../idempotency-store';
import { permissionDenied, type TeamDirectory, type TeamRole } from '../permissions';
import type { PointsService } from '../points';
import { findTaskWithOwner, listWorkspaceTasks, queuePlaces, type QueueRow } from './queue.repository';
import type { TaskOutcomes } from './task-outcomes';
import { taskRequestSchema } from './task-request';
import { taskView } from './task-view';

const CANCEL_OTHERS_DENIED = "Only the team owner or an admin can cancel another member's task.";
const RETRY_OTHERS_DENIED = 'Only the member who started this task can run it again.';
const TASK_ENDED_MESSAGE = 'This task has already ended.';
const TASK_NOT_FAILED_MESSAGE = 'Only a failed or cancelled task can be retried.';

type RunAnswer = CallAnswer<typeof runWorkflow>;
/** Starts a run as the generation service does (checks, debit, queue): a retry is a new run of the same request. */
export type Rerun = (userId: string, request: WorkflowRequest, recordAnswer?: RecordAnswerIn<RunAnswer>) => Promise<RunAnswer>;

const isInProgress = (task: GenerationTaskRow) => task.status === 'queued' || task.status === 'running';
const isManager = (role: TeamRole | null) => role === 'owner' || role === 'admin';
const taskNotFound = () => notFound('Task not found.');

type Params = TaskInputs['user_params'];

/** The params with the seed the run drew in place of "random" wherever a seed is given. */
function withSeed(params: Params, seed: number): Params {
  return Object.fromEntries(Object.entries(params).map(([taskKey, values]) => [taskKey, 'seed' in values ? { ...values, seed } : values]));
}

function inputsOf(task: GenerationTaskRow): TaskInputs | null {
  const parsed = taskRequestSchema.safeParse(task.request);
  if (!parsed.success) return null;
  return {
    template_id: task.templateId,
    user_inputs: parsed.data.userInputs,
    // The drawn seed, so a retry makes the same picture a success would have made (older rows lack sentParams).
    user_params: withSeed(parsed.data.sentParams ?? parsed.data.userParams, parsed.data.seed),
    project_id: task.projectId,
  };
}

function view(row: QueueRow, userId: string, role: TeamRole | null, places: Map<string, number>): QueueTask {
  const { task } = row;
  const isOwn = task.userId === userId;
  const inputs = isOwn ? inputsOf(task) : null;
  return {
    ...taskView(task),
    template_label: task.templateLabel,
    place: places.get(task.id) ?? null,
    owner_name: row.ownerName,
    is_own: isOwn,
    can_cancel: isInProgress(task) && (isOwn || (task.teamId !== null && isManager(role))),
    can_retry: task.status === 'failed' && inputs !== null,
    inputs,
  };
}

/**
 * The queue panel's calls: a workspace's tasks with their place in line, cancelling (refunded through the task
 * outcomes, exactly once) and running a failed task again. Who sees what follows the workspace: one's own
 * personal tasks, or every task of a team one belongs to; a team's owner and admins may cancel any of them.
 */
export function createQueueService(deps: {
  db: Database;
  teams: TeamDirectory;
  outcomes: Pick<TaskOutcomes, 'cancel'>;
  points: Pick<PointsService, 'accountBalance'>;
  rerun: Rerun;
}) {
  async function roleIn(userId: string, teamId: string | null): Promise<TeamRole | null> {
    if (teamId === null) return null;
    return (await deps.teams.membership(userId, teamId))?.role ?? null;
  }

  /** The task with the caller's role in its team; 404 for a task the caller may not see. */
  async function visibleTask(userId: string, taskId: string): Promise<{ row: QueueRow; role: TeamRole | null }> {
    if (!isUuid(taskId)) throw taskNotFound();
    const row = await findTaskWithOwner(deps.db, taskId);
    if (!row) throw taskNotFound();
    const role = await roleIn(userId, row.task.teamId);
    if (row.task.userId !== userId && role === null) throw taskNotFound();
    return { row, role };
  }

  async function viewOne(userId: string, taskId: string, role: TeamRole | null): Promise<QueueTask> {
    const row = await findTaskWithOwner(deps.db, taskId);
    if (!row) throw taskNotFound();
    return view(row, userId, role, await queuePlaces(deps.db, [taskId]));
  }

  return {
    async list(userId: string, teamId: string | undefined): Promise<{ tasks: QueueTask[] }> {
      const role = teamId === undefined ? null : await roleIn(userId, teamId);
      if (teamId !== undefined && role === null) throw notFound('Team not found.');
      const workspace = teamId === undefined ? { userId, teamId: null } : { teamId };
      const rows = await listWorkspaceTasks(deps.db, workspace, QUEUE_FINISHED_LIMIT);
      const places = await queuePlaces(
        deps.db,
        rows.filter((row) => row.task.status === 'queued').map((row) => row.task.id),
      );
      return { tasks: rows.map((row) => view(row, userId, role, places)) };
    },

    /**
     * Cancels and refunds. Concurrent or repeated cancels of one task all answer the cancelled task; the ledger
     * holds one refund (the outcomes end a task once, and the refund's idempotency key guards the ledger too).
     */
    async cancel(userId: string, taskId: string) {
      const { row, role } = await visibleTask(userId, taskId);
      const { task } = row;
      if (task.userId !== userId && !isManager(role)) throw permissionDenied(CANCEL_OTHERS_DENIED);
      if (isInProgress(task)) await deps.outcomes.cancel(task.id);
      const ended = await viewOne(userId, task.id, role);
      if (ended.status !== 'failed' || ended.error_code !== cancelledTaskCode)
        throw new HttpError(errorCodes.taskEnded, TASK_ENDED_MESSAGE);
      return { task: ended, refunded: task.cost, new_balance: await deps.points.accountBalance(task.accountId) };
    },

    async retry(userId: string, taskId: string, recordAnswer?: RecordAnswerIn<RunAnswer>): Promise<RunAnswer> {
      const { row } = await visibleTask(userId, taskId);
      const { task } = row;
      if (task.userId !== userId) throw permissionDenied(RETRY_OTHERS_DENIED);
      if (task.status !== 'failed') throw new HttpError(errorCodes.taskNotFailed, TASK_NOT_FAILED_MESSAGE);
      const inputs = inputsOf(task);
      if (!inputs) throw new HttpError(errorCodes.taskNotFailed, TASK_NOT_FAILED_MESSAGE);
      const request: WorkflowRequest = {
        template_id: inputs.template_id,
        user_inputs: inputs.user_inputs,
        user_params: inputs.user_params,
        ...(task.projectId ? { project_id: task.projectId } : {}),
        ...(task.teamId ? { team_id: task.teamId } : {}),
      };
      return deps.rerun(userId, request, recordAnswer);
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
