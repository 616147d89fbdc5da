import type { CatalogTemplate, PresetSet } from './catalog-schema';
import { acceptsDuration, acceptsSize, customRangeWithin, type EffectiveLimits } from './model-limits';

/** The param a video template's length is chosen with; the run reads it as the clip's seconds. */
export const DURATION_PARAM = 'duration';

/** A preset set as one provider chain offers it: only sizes every model takes; no custom range when one lists sizes. */
export interface ServedPresets {
  groups: PresetSet['groups'];
  custom: PresetSet['custom'] | null;
}

/**
 * The template as the providers that may run it accept it: the length options narrowed to what every model
 * renders, and the prompt's length limits on its prompt inputs. The browser is shown this, and a run is checked
 * against this, so neither can offer or send what the serving model would refuse.
 */
export function servedTemplate(template: CatalogTemplate, limits: EffectiveLimits): CatalogTemplate {
  const durationOk = (value: string | number) => limits.models.every((model) => acceptsDuration(model, Number(value)));
  const prompt = limits.prompt;
  return {
    ...template,
    input_requirements: template.input_requirements.map((input) =>
      input.type === 'prompt' && prompt ? { ...input, min_length: prompt.min, max_length: prompt.max } : input,
    ),
    configurable_tasks: template.configurable_tasks.map((task) => ({
      ...task,
      individual_params: task.individual_params.map((param) =>
        param.key === DURATION_PARAM && param.options
          ? { ...param, options: param.options.filter((option) => durationOk(option.value)) }
          : param,
      ),
    })),
  };
}

export function servedPresets(presets: PresetSet | null, limits: EffectiveLimits): ServedPresets | null {
  if (!presets) return null;
  const groups = presets.groups
    .map((group) => ({
      ...group,
      dimensions: group.dimensions.filter((size) => limits.models.every((model) => acceptsSize(model, size.width, size.height))),
    }))
    .filter((group) => group.dimensions.length > 0);
  const range = customRangeWithin({ ...presets.custom, multiple: presets.custom.step }, limits.models);
  return { groups, custom: range ? { min: range.min, max: range.max, step: range.multiple } : null };
}
