import type { Dimension, Template, WorkflowRequest } from '@contract/browser';
import type { UserInputs, UserParams } from '@/domain/generation';
import { findParam } from '../rules/workshop-params';
import { isInputFilled } from '../rules/required-inputs';
import { seedForRun } from '../rules/seed';
import type { CustomSize } from './workshop-form';

export interface RunRequestInput {
  template: Pick<Template, 'template_id' | 'configurable_tasks'>;
  userInputs: UserInputs;
  userParams: UserParams;
  dimension: Pick<Dimension, 'width' | 'height'> | null;
  customSize: CustomSize | null;
  projectId: string | null;
  teamId: string | null;
  /** The creation the run remixes, if the workshop was opened with Remix. */
  remixOf?: string | null;
  random?: () => number;
}

/**
 * The run as the server takes it (spec part 2 §7): only filled inputs, params by task, a seed drawn now when the
 * field asks for a random one (so the result can be reproduced), and the size as width and height params.
 */
export function buildRunRequest({
  template,
  userInputs,
  userParams,
  dimension,
  customSize,
  projectId,
  teamId,
  remixOf,
  random,
}: RunRequestInput): WorkflowRequest {
  const inputs = Object.fromEntries(Object.entries(userInputs).filter(([, value]) => isInputFilled(value)));
  const params: UserParams = Object.fromEntries(Object.entries(userParams).map(([taskId, values]) => [taskId, { ...values }]));
  const seed = findParam(template, 'seed');
  if (seed) params[seed.taskId]!.seed = seedForRun(params[seed.taskId]?.seed, random);
  const size = customSize ?? dimension;
  if (size) {
    const taskId = findParam(template, 'width')?.taskId ?? template.configurable_tasks[0]?.task_id ?? 'main';
    params[taskId] = { ...params[taskId], width: size.width, height: size.height };
  }
  return {
    template_id: template.template_id,
    user_inputs: inputs,
    user_params: params,
    ...(projectId ? { project_id: projectId } : {}),
    ...(teamId ? { team_id: teamId } : {}),
    ...(remixOf ? { remix_of: remixOf } : {}),
  };
}

/** How many results a run makes: its numberResults param, else one. */
export function resultCount(template: Pick<Template, 'configurable_tasks'>, userParams: UserParams): number {
  const found = findParam(template, 'numberResults');
  const value = Number(found ? userParams[found.taskId]?.numberResults : 1);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1;
}
