import type { Template } from '@contract/browser';

type Worded = Pick<Template, 'label' | 'description' | 'category' | 'translations'>;
type Param = Template['configurable_tasks'][number]['individual_params'][number];

/**
 * The template in `language` where the catalog words it, else in English: its label and description, and its
 * inputs', params', groups' and options' words (by their English text). Its category stays the catalog's English
 * name, the key the hub orders by (categoryNameIn shows it); keys and values stay as they are.
 */
export function templateIn(template: Template, language: string): Template {
  const texts = template.translations?.[language];
  if (!texts) return template;
  const worded = { ...template, label: texts.label || template.label, description: texts.description || template.description };
  const phrases = texts.phrases;
  if (!phrases) return worded;
  const say = (english: string) => phrases[english] || english;
  const sayParam = (param: Param): Param => ({
    ...param,
    label: say(param.label),
    ...(param.description === undefined ? {} : { description: say(param.description) }),
    ...(param.options === undefined ? {} : { options: param.options.map((option) => ({ ...option, label: say(option.label) })) }),
  });
  return {
    ...worded,
    input_requirements: template.input_requirements.map((input) => ({ ...input, label: say(input.label) })),
    configurable_tasks: template.configurable_tasks.map((task) => ({
      ...task,
      individual_params: task.individual_params.map(sayParam),
      param_groups: task.param_groups.map((group) => ({ ...group, label: say(group.label), params: group.params.map(sayParam) })),
    })),
  };
}

/** The name of the template's category to show in `language`. */
export function categoryNameIn(template: Worded, language: string): string {
  return template.translations?.[language]?.category || template.category;
}

/** A catalog word (a style's name, a size group's label, a plan's name) in `language`, else in English. */
export function catalogWordIn<Field extends string>(
  item: { readonly [key in Field]: string } & { translations?: Record<string, Partial<Record<Field, string>>> | undefined },
  field: Field,
  language: string,
): string {
  return item.translations?.[language]?.[field] || item[field];
}
