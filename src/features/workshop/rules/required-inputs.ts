import type { Template } from '@contract';

/**
 * Whether an input holds a value. 0 counts as filled (spec part 2 §5): an enhancer's first style has index 0, and
 * a falsy check would call it missing. Blank text does not count.
 */
export function isInputFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The keys of required inputs the user has not filled yet, in the template's order. */
export function missingRequiredInputs(
  template: Pick<Template, 'input_requirements'>,
  userInputs: Readonly<Record<string, unknown>>,
): string[] {
  return template.input_requirements
    .filter((requirement) => requirement.is_required && !isInputFilled(userInputs[requirement.key]))
    .map((requirement) => requirement.key);
}

export function hasRequiredInputs(template: Pick<Template, 'input_requirements'>, userInputs: Readonly<Record<string, unknown>>): boolean {
  return missingRequiredInputs(template, userInputs).length === 0;
}

/**
 * The minimum length of the first prompt the user filled with fewer characters than the model serving the
 * template takes (the catalog's `min_length`), or null when every prompt is long enough. An empty prompt is the
 * required-input rule's, not this one's.
 */
export function shortPromptMinimum(
  template: Pick<Template, 'input_requirements'>,
  userInputs: Readonly<Record<string, unknown>>,
): number | null {
  for (const requirement of template.input_requirements) {
    const value = userInputs[requirement.key];
    if (requirement.type !== 'prompt' || requirement.min_length === undefined || typeof value !== 'string' || !isInputFilled(value))
      continue;
    if (value.trim().length < requirement.min_length) return requirement.min_length;
  }
  return null;
}
