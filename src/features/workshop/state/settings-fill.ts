import type { GenerationSettings, Template } from '@contract/browser';
import type { InputValue } from '@/domain/generation';
import { findParam, paramsOfTask } from '../rules/workshop-params';
import type { WorkshopFormStore } from './workshop-form';

/** What an uploaded image's settings fill in on a template: its prompt inputs, and its seed and negative prompt. */
export interface SettingsFill {
  inputs: Array<{ key: string; value: InputValue }>;
  params: Array<{ taskId: string; key: string; value: InputValue }>;
}

/**
 * The fields of `template` an image's settings can fill: a prompt where the template takes one (and the image had
 * one), its seed and negative prompt where the template has those params. A template with none of them takes
 * nothing, and the workshop offers nothing.
 */
export function fillFromSettings(
  template: Pick<Template, 'input_requirements' | 'configurable_tasks'>,
  settings: GenerationSettings,
): SettingsFill {
  const inputs = settings.prompt
    ? template.input_requirements
        .filter((requirement) => requirement.type === 'prompt')
        .map((requirement) => ({ key: requirement.key, value: settings.prompt }))
    : [];
  const params: SettingsFill['params'] = [];
  const seed = settings.seed === null ? null : findParam(template, 'seed');
  if (seed) params.push({ taskId: seed.taskId, key: 'seed', value: settings.seed });
  const negative = settings.negative_prompt ? findParam(template, 'negativePrompt') : null;
  if (negative) {
    // A negative prompt behind a switch ("Avoid") is shown and sent only with its switch on.
    const task = template.configurable_tasks.find((candidate) => candidate.task_id === negative.taskId);
    const toggle = task ? paramsOfTask(task).find((param) => param.controls === 'negativePrompt') : undefined;
    if (toggle) params.push({ taskId: negative.taskId, key: toggle.key, value: true });
    params.push({ taskId: negative.taskId, key: 'negativePrompt', value: settings.negative_prompt });
  }
  return { inputs, params };
}

export function isEmptyFill(fill: SettingsFill): boolean {
  return fill.inputs.length === 0 && fill.params.length === 0;
}

export function applyFill(form: WorkshopFormStore, fill: SettingsFill): void {
  for (const { key, value } of fill.inputs) form.setInput(key, value);
  for (const { taskId, key, value } of fill.params) form.setParam(taskId, key, value);
}
