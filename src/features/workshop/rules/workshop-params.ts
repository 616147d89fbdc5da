import type { Param, Template } from '@contract/browser';
import type { InputValue, UserParams } from '@/domain/generation';

type ParamTasks = Pick<Template, 'configurable_tasks'>;

/** Every param of a task: its own, then those of its groups. */
export function paramsOfTask(task: Template['configurable_tasks'][number]): Param[] {
  return [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)];
}

/** A param's starting value: the catalog's value, else its default, else nothing. */
function startingValue(param: Pick<Param, 'value' | 'default'>): InputValue | undefined {
  return param.value ?? param.default;
}

/** The params a template starts with, by task then key (spec part 2 §7), from each param's value or default. */
export function defaultUserParams(template: ParamTasks): UserParams {
  const params: UserParams = {};
  for (const task of template.configurable_tasks) {
    const values: Record<string, InputValue> = {};
    for (const param of paramsOfTask(task)) {
      const value = startingValue(param);
      if (value !== undefined) values[param.key] = value;
    }
    params[task.task_id] = values;
  }
  return params;
}

/**
 * Stored or carried params laid over the template's defaults, keeping only the keys the template has, so params
 * of another template (a remix, a switch) never reach the run.
 */
export function mergeUserParams(template: ParamTasks, carried: UserParams | undefined): UserParams {
  const params = defaultUserParams(template);
  if (!carried) return params;
  for (const task of template.configurable_tasks) {
    const given = carried[task.task_id];
    if (!given) continue;
    for (const param of paramsOfTask(task)) if (given[param.key] !== undefined) params[task.task_id]![param.key] = given[param.key]!;
  }
  return params;
}

const isDefault = (param: Param, value: InputValue) => value === (startingValue(param) ?? null);

/**
 * The params after one change (spec part 2 §4, mutually exclusive groups): choosing a value other than the default
 * in a mutually exclusive group resets the group's other params to their defaults.
 */
export function setUserParam(template: ParamTasks, params: UserParams, taskId: string, key: string, value: InputValue): UserParams {
  const task = template.configurable_tasks.find((candidate) => candidate.task_id === taskId);
  const next: UserParams = { ...params, [taskId]: { ...params[taskId], [key]: value } };
  const group = task?.param_groups.find((candidate) => candidate.params.some((param) => param.key === key));
  const changed = group?.params.find((param) => param.key === key);
  if (!group || group.type !== 'mutually_exclusive' || !changed || isDefault(changed, value)) return next;
  for (const other of group.params) {
    if (other.key === key) continue;
    const reset = startingValue(other);
    if (reset === undefined) delete next[taskId]![other.key];
    else next[taskId]![other.key] = reset;
  }
  return next;
}

/** The first param with this key in any task, and its task, e.g. `numberResults` or `seed`. */
export function findParam(template: ParamTasks, key: string): { taskId: string; param: Param } | null {
  for (const task of template.configurable_tasks) {
    const param = paramsOfTask(task).find((candidate) => candidate.key === key);
    if (param) return { taskId: task.task_id, param };
  }
  return null;
}
