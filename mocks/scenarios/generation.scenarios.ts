import { errorStatus, runWorkflow } from '@contract';
import { mockError } from '../contract-handler';
import { buildTemplateCatalog } from '../fixtures/template-catalog.fixtures';
import { generationHandlers, runRefusals, type RunLedger } from '../handlers/generation.handlers';
import { mediaHandlers } from '../handlers/media.handlers';
import { templateHandlers } from '../handlers/templates.handlers';
import { userHandlers } from '../handlers/user.handlers';

/*
 * Generation scenarios for the workshop, gallery and studio stories. Each returns the handlers to hand to
 * `msw.use(...)` (or a story's `parameters.msw.handlers`): the scenario's own first, then the generation
 * defaults, so a scenario is a whole working backend for those screens except the session calls
 * (me, allowance, balance), which stay the story's unless the scenario is about them.
 */

/** The templates, styles, presets, history and uploads of a quiet day, with runs answered by `run`. */
export function generationBackend(ledger: RunLedger = new Map()) {
  return [...templateHandlers.defaults(), ...generationHandlers.defaults(ledger), ...mediaHandlers.defaults()];
}

/** A run that queues, then a task seen queued, running at 20 and at 60 percent, then complete: one step a poll. */
export function generatingScenario() {
  const ledger: RunLedger = new Map();
  return [
    generationHandlers.run(246, ledger),
    generationHandlers.taskSteps(
      [
        { status: 'queued' },
        { status: 'running', progress: 20 },
        { status: 'running', progress: 60 },
        { status: 'complete', progress: 100 },
      ],
      ledger,
    ),
    ...generationBackend(ledger),
  ];
}

/** A run that completes on the first poll, with what it asked for. */
export function completeScenario() {
  const ledger: RunLedger = new Map();
  return [
    generationHandlers.run(246, ledger),
    generationHandlers.taskSteps([{ status: 'complete' }], ledger),
    ...generationBackend(ledger),
  ];
}

/** A run answered with its results at once, with no task to poll. */
export function directResultScenario() {
  return [generationHandlers.runDirect(), ...generationBackend()];
}

/** A task that runs at 20 percent, then fails; the failure refunds the points to `refundedBalance`. */
export function failedScenario(refundedBalance = 250) {
  return [
    generationHandlers.run(246),
    generationHandlers.taskSteps([
      { status: 'running', progress: 20 },
      { status: 'failed', error_message: 'The generation provider did not answer in time.', new_balance: refundedBalance },
    ]),
    ...generationBackend(),
  ];
}

/** Polling itself fails: the workshop removes the placeholders and says tracking failed. */
export function trackingErrorScenario() {
  return [generationHandlers.run(246), generationHandlers.taskStatusFailed(), ...generationBackend()];
}

/** A Free user: paid templates are locked in the catalog, and a run of one is refused by tier. */
export function lockedTierScenario() {
  return [
    templateHandlers.serviceModelsOf(buildTemplateCatalog('Free')),
    generationHandlers.runRefused('tier_not_allowed'),
    ...generationBackend(),
  ];
}

/** No points left: the balance reads 0 and a run is refused for points. */
export function insufficientPointsScenario() {
  return [userHandlers.balance(0), generationHandlers.runRefused('insufficient_points'), ...generationBackend()];
}

/** Every task slot of the plan is busy: the allowance says so, and a run is refused anyway if sent. */
export function tooManyTasksScenario() {
  return [
    userHandlers.allowance({ canStartNewTask: false, tasks_in_progress: 2, max_concurrent_tasks: 2 }),
    generationHandlers.runRefused('too_many_tasks'),
    ...generationBackend(),
  ];
}

/** A run the server refuses for a missing input; `details.missing` names the keys. */
export function missingInputsScenario(missing: string[] = ['USER_PROMPT']) {
  return [generationHandlers.runRefused('missing_inputs', { missing }), ...generationBackend()];
}

/** A template no tier can run any more (cost 9999 on the server's side). */
export function templateUnavailableScenario() {
  return [
    mockError(runWorkflow, errorStatus.template_unavailable, { message: runRefusals.template_unavailable, code: 'template_unavailable' }),
    ...generationBackend(),
  ];
}
