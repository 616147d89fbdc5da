import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { computeCost, type Template } from '@contract/browser';
import { useErrorMessage } from '@/lib/api';
import {
  firstRequiredTier,
  generationMessages,
  useRunWorkflowMutation,
  useUploadImageMutation,
  type GenerationMessageKey,
  type UserParams,
} from '@/domain/generation';
import { generateBlocker, generateButtonModel } from '../rules/generate-button';
import { modeOfTemplate } from '../rules/workshop-template';
import { shortPromptMinimum } from '../rules/required-inputs';
import { accountKeys, currentUserQueryOptions, pointsBalanceQueryOptions, sessionStore, taskAllowanceQueryOptions } from '@/domain/session';
import { teamQueryOptions } from '@/domain/teams';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { buildRunRequest, resultCount } from '../state/run-request';
import type { WorkshopFormStore } from '../state/workshop-form';

/** The mask input of a template (purpose 'mask'), which an uploaded mask file fills just before the run. */
const maskKeyOf = (template: Template) => template.input_requirements.find((requirement) => requirement.purpose === 'mask')?.key;

/**
 * Everything the generate button needs (spec part 2 §5): the cost by the shared rule, its label, why a run may
 * not start, and `generate`, which uploads a painted mask first, then starts the run in the active project.
 */
export function useGenerate(template: Template, form: WorkshopFormStore) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const describeError = useErrorMessage();
  const { token } = useSnapshot(sessionStore);
  const workspace = useSnapshot(workspaceStore);
  const teamId = activeTeamId(workspace);
  const user = useQuery(currentUserQueryOptions(token));
  const allowance = useQuery(taskAllowanceQueryOptions(token, teamId));
  const balance = useQuery(pointsBalanceQueryOptions(token));
  // A team workspace's runs spend its pool, and the member's monthly budget also bounds them (when capped).
  const team = useQuery({
    ...teamQueryOptions(teamId ?? ''),
    enabled: teamId !== null,
    select: (details) => ({ pool: details.points_balance, budgetLeft: details.my_budget.remaining }),
  });
  const run = useRunWorkflowMutation();
  const uploadMask = useUploadImageMutation();
  const [runError, setRunError] = useState<string | null>(null);
  const formState = useSnapshot(form.state);

  const tier = user.data?.user_tier ?? 'Free';
  const cost = computeCost({
    template,
    tier,
    userParams: formState.userParams as UserParams,
    dimension: formState.customSize ? null : formState.dimension,
  });
  const blocker: GenerationMessageKey | null = generateBlocker({
    template,
    canStartNewTask: allowance.data?.canStartNewTask ?? true,
    cost,
    userInputs: { ...formState.userInputs, ...(formState.mask ? { [maskKeyOf(template) ?? '']: 'mask' } : {}) },
    balance: teamId === null ? balance.data?.points_balance : team.data?.pool,
    budgetLeft: teamId === null ? null : team.data?.budgetLeft,
  });
  const model = generateButtonModel(cost, template);
  /** Words for the reason a run may not start, with the serving model's prompt minimum when that is the reason. */
  const blockerValues = { count: shortPromptMinimum(template, formState.userInputs) ?? 0 };

  async function generate(): Promise<void> {
    if (blocker) return;
    setRunError(null);
    const state = form.state;
    const userInputs = { ...state.userInputs };
    const maskKey = maskKeyOf(template);
    if (state.mask && maskKey) {
      try {
        const file = new File([state.mask.png], 'mask.png', { type: 'image/png' });
        userInputs[maskKey] = (await uploadMask.mutateAsync({ file, purpose: 'mask' })).data.local_image_url;
      } catch {
        setRunError(t(generationMessages.maskUploadFailed));
        return;
      }
    }
    const request = buildRunRequest({
      template,
      userInputs,
      userParams: state.userParams,
      dimension: state.dimension,
      customSize: state.customSize,
      projectId: workspace.activeProject,
      teamId,
      remixOf: state.remixOf,
    });
    const promptKey = template.input_requirements.find((requirement) => requirement.type === 'prompt')?.key;
    try {
      await run.mutateAsync({
        request,
        count: resultCount(template, state.userParams),
        type: modeOfTemplate(template) === 'video' ? 'video' : 'image',
        templateTypes: template.type,
        promptText: promptKey ? String(userInputs[promptKey] ?? '') : '',
      });
    } catch (error) {
      setRunError(describeError(error, generationMessages.generationFailed));
    } finally {
      void queryClient.invalidateQueries({ queryKey: accountKeys.allowances() });
    }
  }

  return {
    cost,
    model,
    blocker,
    blockerValues,
    isPending: run.isPending || uploadMask.isPending,
    /** Why the last run was refused, in words. */
    runError,
    clearRunError: () => setRunError(null),
    generate,
    /** The keyboard's way to press Generate: it does what the button would, and nothing while a run is being sent. */
    submit: () => {
      if (!run.isPending && !uploadMask.isPending && model.kind !== 'upgrade') void generate();
    },
    tier,
    /** The plan that unlocks a template the user's plan may not run: where Upgrade Plan leads. */
    upgradeTier: template.is_allowed === false ? firstRequiredTier(template) : null,
    showFailedTasks: user.data?.settings.show_failed_tasks ?? false,
  };
}

export type GenerateState = ReturnType<typeof useGenerate>;
