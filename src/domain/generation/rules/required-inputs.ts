import type { Template } from '../../../../contract';

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
