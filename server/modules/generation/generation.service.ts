import {
  errorCodes,
  ledgerEntryMessage,
  unavailableCost,
  type CallAnswer,
  type runWorkflow,
  type Tier,
  type WorkflowRequest,
} from '../../../contract';
import type { Clock } from '../../clock';
import type { CatalogTemplate } from '../../catalog/catalog-schema';
import type { Catalog } from '../../catalog/load-catalog';
import { rulesFor } from '../../catalog/tiers';
import type { Database, Transaction } from '../../db/database';
import type { RecordAnswerIn } from '../../idempotency-store';
import { HttpError, notFound } from '../../http-error';
import type { MediaFiles, ProjectDirectory } from '../media';
import type { PermissionService, TeamDirectory } from '../permissions';
import { ledgerText, type PointsService } from '../points';
import { taskView, type TaskEventBus, type TaskStore } from '../tasks';
import { isTierAllowed, templateNotFound, type TemplateProviders } from '../templates';
import type { TaskEnqueuer } from './task-enqueuer';
import { resolveImages, resolveRemixSource } from './input-images';
import { checkOutpaintFits, taskRequestOf } from './task-request-of';
import { planWorkflow } from './workflow-plan';

const TIER_NOT_ALLOWED_MESSAGE = 'This feature is not available in your current plan.';
const TOO_MANY_TASKS_MESSAGE = 'You have too many tasks in progress. Please wait.';
const UNAVAILABLE_MESSAGE = 'This template is not available on your plan at these settings.';

const tooManyTasks = () => new HttpError(errorCodes.tooManyTasks, TOO_MANY_TASKS_MESSAGE);

export interface GenerationServiceDeps {
  db: Database;
  clock: Clock;
  catalog: Catalog;
  permissions: PermissionService;
  teams: TeamDirectory;
  projects: ProjectDirectory;
  points: PointsService;
  tasks: TaskStore;
  media: Pick<MediaFiles, 'owned'>;
  /** Whether the user may see a creation (its owner, a team-mate in its workspace, a reader of its project). */
  creations: { maySee: (userId: string, id: string) => Promise<boolean> };
  queue: TaskEnqueuer;
  providers: TemplateProviders;
  events: TaskEventBus;
  /** Told the points each accepted run debited, once its transaction committed (the metrics). */
  onDebited?: (points: number) => void;
}

export function createGenerationService(deps: GenerationServiceDeps) {
  async function checkWorkspace(userId: string, request: WorkflowRequest): Promise<void> {
    if (request.team_id !== undefined && !(await deps.teams.membership(userId, request.team_id))) throw notFound('Team not found.');
    if (request.project_id !== undefined && !(await deps.projects.writableProject(userId, request.project_id, request.team_id ?? null))) {
      throw notFound('Project not found.');
    }
  }

  /**
   * Locks the account the run spends, in the run's transaction: charges against it then happen one after another.
   * A team's pool was found (and the spender checked) before; the user's own is found by the lock itself.
   */
  async function lockPayingAccount(tx: Transaction, userId: string, teamAccountId: string | null): Promise<{ id: string }> {
    if (teamAccountId !== null) {
      await deps.points.lockAccount(tx, teamAccountId);
      return { id: teamAccountId };
    }
    const account = await deps.points.lockUserAccount(tx, userId);
    if (!account) throw new Error(`User ${userId} has no point account`);
    return account;
  }

  function templateOf(id: string): CatalogTemplate {
    // 'default' is the browser's alias for text-to-image; the API names templates exactly.
    const template = deps.catalog.template(id);
    if (!template) throw templateNotFound();
    return template;
  }

  return {
    /** The cost by the run's own rules; inputs may still be missing (the workshop prices as the user types). */
    async estimate(userId: string, request: WorkflowRequest): Promise<{ cost: number; is_available: boolean }> {
      const template = templateOf(request.template_id);
      await checkWorkspace(userId, request);
      const tier = await deps.permissions.tierOf(userId);
      try {
        const { cost } = planWorkflow(template, request, tier, deps.catalog, deps.providers.limitsFor(template), { requireAll: false });
        return { cost: cost.cost, is_available: cost.isAvailable && isTierAllowed(template, tier) };
      } catch (error) {
        // A custom size off the plan prices like any unavailable run: the button then reads 'Upgrade Plan'.
        if (error instanceof HttpError && error.code === errorCodes.tierNotAllowed) return { cost: unavailableCost, is_available: false };
        throw error;
      }
    },

    /**
     * Checks everything, then debits, inserts the task and queues its job in one transaction, in which
     * `recordAnswer` (given with an Idempotency-Key) keeps the answer a retry replays.
     */
    async run(
      userId: string,
      request: WorkflowRequest,
      recordAnswer?: RecordAnswerIn<CallAnswer<typeof runWorkflow>>,
      /** The user's tier when the caller already read it with the call (a session does); asked for otherwise. */
      knownTier?: Tier,
    ): Promise<CallAnswer<typeof runWorkflow>> {
      const template = templateOf(request.template_id);
      await checkWorkspace(userId, request);
      const tier = knownTier ?? (await deps.permissions.tierOf(userId));
      if (!isTierAllowed(template, tier)) throw new HttpError(errorCodes.tierNotAllowed, TIER_NOT_ALLOWED_MESSAGE);
      const rules = rulesFor(tier);
      if ((await deps.tasks.countInProgress(userId)) >= rules.maxConcurrentTasks) throw tooManyTasks();
      const plan = planWorkflow(template, request, tier, deps.catalog, deps.providers.limitsFor(template));
      if (!plan.cost.isAvailable) throw new HttpError(errorCodes.templateUnavailable, UNAVAILABLE_MESSAGE);
      const images = await resolveImages(deps.media, userId, plan.images);
      checkOutpaintFits(plan, images);
      const remixOf = await resolveRemixSource(deps.creations, userId, request.remix_of);
      const provider = deps.providers.choose(template);
      // A team workspace spends the team's pool (refused when the team bought seats and the user holds none);
      // the personal workspace spends the user's own account. A failed task refunds the account it was paid from.
      const teamAccountId = request.team_id === undefined ? null : await deps.teams.spendingAccount(userId, request.team_id);
      // Started before the transaction: on PGlite the queue shares the one connection the transaction holds.
      await deps.queue.start();

      const { row, answer } = await deps.db.transaction(async (tx) => {
        const account = await lockPayingAccount(tx, userId, teamAccountId);
        // Under the pool's lock, before anything is written: a member over their monthly cap is refused here.
        if (request.team_id !== undefined) await deps.teams.checkBudget(userId, request.team_id, plan.cost.cost, tx);
        if ((await deps.tasks.countInProgress(userId, tx)) >= rules.maxConcurrentTasks) throw tooManyTasks();
        const task = await deps.tasks.insert(tx, {
          userId,
          teamId: request.team_id ?? null,
          accountId: account.id,
          templateId: template.template_id,
          templateLabel: template.label,
          projectId: request.project_id ?? null,
          cost: plan.cost.cost,
          request: taskRequestOf(plan, images, provider.model, request, remixOf),
          providerName: provider.name,
          createdAt: deps.clock.now(),
        });
        const change = {
          ...ledgerText(ledgerEntryMessage('generation', { template: template.label, template_id: template.template_id })),
          reference: `task:${task.id}`,
          idempotencyKey: `task:${task.id}:debit`,
        };
        const newBalance =
          plan.cost.cost > 0
            ? (await deps.points.debitWithin(tx, account.id, plan.cost.cost, change)).balance
            : await deps.points.accountBalance(account.id, tx);
        await deps.queue.enqueue(tx, task.id, task.providerName);
        const reply = { tasks: [taskView(task)], new_balance: newBalance, project_id: request.project_id ?? null, new_project: null };
        await recordAnswer?.(tx, reply);
        return { row: task, answer: reply };
      });
      if (row.cost > 0) deps.onDebited?.(row.cost);
      await deps.events.publish({ userId, taskId: row.id });
      return answer;
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
