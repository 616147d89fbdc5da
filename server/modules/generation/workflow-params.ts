import { errorCodes, type Param } from '../../../contract';
import type { Catalog } from '../../catalog/load-catalog';
import type { CatalogTemplate } from '../../catalog/catalog-schema';
import { HttpError } from '../../http-error';

export type ParamValue = string | number | boolean | null;
export type UserParams = Record<string, Record<string, ParamValue | undefined>>;

const MAX_TEXT = 2000;

function invalid(field: string, message: string): HttpError {
  return new HttpError(errorCodes.validation, message, { fields: { [field]: message } });
}

/** A number, whether sent as one or as its text; NaN otherwise. */
function asNumber(value: string | number | boolean): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
}

/** One param's value, checked against its definition and brought to its type (select options keep their own). */
function checkValue(param: Param, value: string | number | boolean, field: string, catalog: Catalog): ParamValue {
  const label = param.label;
  switch (param.type) {
    case 'slider':
    case 'number': {
      const number = asNumber(value);
      if (!Number.isFinite(number)) throw invalid(field, `${label} must be a number.`);
      if ((param.min !== undefined && number < param.min) || (param.max !== undefined && number > param.max)) {
        throw invalid(field, `${label} must be between ${param.min} and ${param.max}.`);
      }
      return number;
    }
    case 'select': {
      const option = param.options?.find((choice) => String(choice.value) === String(value));
      if (!option) throw invalid(field, `${label} must be one of: ${param.options?.map((choice) => choice.label).join(', ')}.`);
      return option.value;
    }
    case 'boolean':
    case 'checkbox_with_content':
      if (typeof value !== 'boolean') throw invalid(field, `${label} must be on or off.`);
      return value;
    case 'text':
    case 'textarea':
      if (typeof value !== 'string') throw invalid(field, `${label} must be text.`);
      if (value.length > MAX_TEXT) throw invalid(field, `${label} must be at most ${MAX_TEXT} characters long.`);
      return value;
    case 'enhancer_select': {
      const index = asNumber(value);
      const styles = catalog.enhancerSet(param.enhancer_set_id ?? '')?.styles ?? [];
      if (!styles.some((style) => style.index === index)) throw invalid(field, `${label}: choose one of the offered styles.`);
      return index;
    }
  }
}

/**
 * Every param of the template with its effective value: what the user sent (checked), else the default.
 * A checkbox_with_content that is off switches its dependent param back to its default; a mutually exclusive
 * group may have at most one param away from its default. Keys the template does not declare are ignored.
 */
export function resolveParams(template: CatalogTemplate, sent: UserParams, catalog: Catalog): Record<string, Record<string, ParamValue>> {
  const resolved: Record<string, Record<string, ParamValue>> = {};
  for (const task of template.configurable_tasks) {
    const values: Record<string, ParamValue> = {};
    const params = [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)];
    for (const param of params) {
      const value = sent[task.task_id]?.[param.key];
      const field = `user_params.${task.task_id}.${param.key}`;
      // Not sent and null alike mean "as the template has it" (a null seed or style is the default: random, none).
      values[param.key] = value === undefined || value === null ? (param.default ?? null) : checkValue(param, value, field, catalog);
    }
    for (const param of params) {
      if (param.type === 'checkbox_with_content' && param.controls && values[param.key] !== true) {
        const controlled = params.find((candidate) => candidate.key === param.controls);
        values[param.controls] = controlled?.default ?? null;
      }
    }
    for (const group of task.param_groups.filter((candidate) => candidate.type === 'mutually_exclusive')) {
      const changed = group.params.filter((param) => values[param.key] !== (param.default ?? null));
      if (changed.length > 1) {
        const message = `Choose only one of: ${group.params.map((param) => param.label).join(', ')}.`;
        throw invalid(`user_params.${task.task_id}.${group.group_id}`, message);
      }
    }
    resolved[task.task_id] = values;
  }
  return resolved;
}

/** The first value of `key` in any task: the size and the count are not tied to a task id. */
export function findParam(params: UserParams, key: string): ParamValue | undefined {
  for (const values of Object.values(params)) if (key in values) return values[key];
  return undefined;
}
