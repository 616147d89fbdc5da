import type { CostResult, Template } from '@contract';
import { generationMessages, type GenerationMessageKey } from '@/domain/generation';
import { hasEnoughPoints } from './points-check';
import { missingRequiredInputs, shortPromptMinimum } from './required-inputs';

/**
 * What the generate button offers (spec part 2 §5), as data the UI translates: 'Upgrade Plan' when the plan
 * cannot run the template, 'Generate (Included)' at no cost, else 'Generate (N Points)'.
 */
export type GenerateButtonModel = { kind: 'upgrade' } | { kind: 'included' } | { kind: 'points'; points: number };

/** A template the server marks as not allowed for the tier is as unavailable as a cost of 9999. */
export function generateButtonModel(cost: CostResult, template?: Pick<Template, 'is_allowed'> | null): GenerateButtonModel {
  if (!cost.isAvailable || template?.is_allowed === false) return { kind: 'upgrade' };
  if (cost.cost === 0) return { kind: 'included' };
  return { kind: 'points', points: cost.cost };
}

export interface GenerateCheckInput {
  template: Pick<Template, 'input_requirements' | 'is_allowed'> | null | undefined;
  /** From the task allowance of the workspace. */
  canStartNewTask: boolean;
  cost: CostResult;
  userInputs: Readonly<Record<string, unknown>>;
  /** The points balance, when known; a run it cannot pay for is blocked before it is sent. */
  balance?: number | null | undefined;
  /** In a team workspace, what is left of the member's monthly budget; null or unknown when there is no cap. */
  budgetLeft?: number | null | undefined;
}

/**
 * Why a run may not start, in the spec's order of checks (spec part 2 §5), or null when it may. The workshop
 * shows the message for the key it gets back.
 */
export function generateBlocker({
  template,
  canStartNewTask,
  cost,
  userInputs,
  balance,
  budgetLeft,
}: GenerateCheckInput): GenerationMessageKey | null {
  if (!template) return generationMessages.templateNotLoaded;
  if (!canStartNewTask) return generationMessages.tooManyTasks;
  if (!cost.isAvailable || !template.is_allowed) return generationMessages.planUnavailable;
  if (missingRequiredInputs(template, userInputs).length > 0) return generationMessages.missingInputs;
  if (shortPromptMinimum(template, userInputs) !== null) return generationMessages.promptTooShort;
  if (!hasEnoughPoints(balance, cost)) return generationMessages.insufficientPoints;
  // The same rule the server applies under the pool's lock; its refusal reads the same.
  if (!hasEnoughPoints(budgetLeft, cost)) return generationMessages.memberBudgetExceeded;
  return null;
}
