import type { Param, Template } from '@contract/browser';

/** Params with a chip of their own (count) or set through another sheet (size), kept out of Advanced. */
const ownChips: ReadonlySet<string> = new Set(['numberResults', 'width', 'height']);

/** The individual params of each task that the Advanced sheet shows: seed, Creativity, Quality and the rest. */
export function advancedParams(template: Pick<Template, 'configurable_tasks'>): Array<{ taskId: string; params: Param[] }> {
  return template.configurable_tasks
    .map((task) => ({ taskId: task.task_id, params: task.individual_params.filter((param) => !ownChips.has(param.key)) }))
    .filter(({ params }) => params.length > 0);
}

export function hasParamGroups(template: Pick<Template, 'configurable_tasks'>): boolean {
  return template.configurable_tasks.some((task) => task.param_groups.length > 0);
}
