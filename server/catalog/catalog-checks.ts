import type { Param } from '../../contract';
import type { CatalogTemplateFile, EnhancerSet, PresetSet } from './catalog-schema';
import { limitsCheck } from './limits-checks';

/** What the schemas cannot see: references between entries, and params that could never be filled in. */
export function crossCheck(templates: CatalogTemplateFile[], sets: EnhancerSet[], presets: Record<string, PresetSet>): string[] {
  const problems: string[] = [];
  const ids = new Map(templates.map((template) => [template.template_id, template]));
  const setIds = new Set(sets.map((set) => set.id));
  if (ids.size !== templates.length) problems.push('two templates share a template_id');
  for (const set of sets) {
    set.styles.forEach((style, index) => {
      if (style.index !== index) problems.push(`enhancer set ${set.id}: style ${style.name} has index ${style.index}, expected ${index}`);
    });
  }
  for (const [name, preset] of Object.entries(presets)) {
    if (preset.custom.min > preset.custom.max) problems.push(`dimension presets ${name}: custom.min is above custom.max`);
  }
  for (const template of templates) {
    const at = (what: string) => `${template.template_id}: ${what}`;
    const paired = template.paired_template_id;
    if (paired && ids.get(paired)?.parent_template_id !== template.template_id) {
      problems.push(at(`paired template ${paired} must exist and name this template as its parent`));
    }
    const parent = template.parent_template_id;
    if (parent && ids.get(parent)?.paired_template_id !== template.template_id) {
      problems.push(at(`parent template ${parent} must exist and name this template as its pair`));
    }
    if (template.dimension_presets !== null && !presets[template.dimension_presets]) {
      problems.push(at(`dimension presets ${template.dimension_presets} do not exist`));
    }
    problems.push(
      ...limitsCheck(template, template.dimension_presets === null ? null : (presets[template.dimension_presets] ?? null)).map(at),
    );
    const inputKeys = template.input_requirements.map((input) => input.key);
    if (new Set(inputKeys).size !== inputKeys.length) problems.push(at('two input requirements share a key'));
    for (const input of template.input_requirements) {
      if (input.type === 'enhancer' && !setIds.has(input.enhancer_set_id ?? ''))
        problems.push(at(`input ${input.key} names no known enhancer set`));
      if (input.type === 'image' && !input.purpose) problems.push(at(`image input ${input.key} needs a purpose`));
    }
    for (const task of template.configurable_tasks) {
      const params = [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)];
      const keys = new Set(params.map((param) => param.key));
      if (keys.size !== params.length) problems.push(at(`task ${task.task_id}: two params share a key`));
      for (const param of params) problems.push(...checkParam(param, keys, setIds).map((problem) => at(`param ${param.key}: ${problem}`)));
      for (const group of task.param_groups) {
        if (group.type === 'mutually_exclusive' && group.params.length < 2) problems.push(at(`group ${group.group_id} excludes nothing`));
      }
    }
  }
  return problems;
}

function checkParam(param: Param, keys: Set<string>, setIds: Set<string>): string[] {
  const problems: string[] = [];
  if ((param.type === 'slider' || param.type === 'number') && (param.min === undefined || param.max === undefined)) {
    problems.push('a slider or number needs min and max');
  }
  if (param.type === 'select' && !param.options?.length) problems.push('a select needs options');
  if (param.type === 'select' && param.default !== undefined && !param.options?.some((option) => option.value === param.default)) {
    problems.push('the default is not one of the options');
  }
  if (param.type === 'enhancer_select' && !setIds.has(param.enhancer_set_id ?? '')) problems.push('names no known enhancer set');
  if (param.type === 'checkbox_with_content' && (!param.controls || !keys.has(param.controls))) {
    problems.push('controls no param of its task');
  }
  return problems;
}
