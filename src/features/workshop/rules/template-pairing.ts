import type { Template } from '@contract';
import { isInputFilled } from './required-inputs';

type PairedTemplate = Pick<Template, 'paired_template_id' | 'parent_template_id'>;

/** Whether the user has given an image to work from (a mask alone is not one). */
export function hasImageInput(template: Pick<Template, 'input_requirements'>, userInputs: Readonly<Record<string, unknown>>): boolean {
  return template.input_requirements.some(
    (requirement) => requirement.type === 'image' && requirement.purpose !== 'mask' && isInputFilled(userInputs[requirement.key]),
  );
}

/**
 * Where the workshop moves when an image is entered or cleared (spec part 2 §4): entering one in a template with a
 * paired template moves to the pair (text-to-image → image-to-image); clearing it in a template with a parent
 * moves back to the parent. Null means stay. With a catalog, a target missing from it also means stay.
 */
export function templateAfterImageChange(
  template: PairedTemplate,
  hasImage: boolean,
  catalog?: ReadonlyArray<Pick<Template, 'template_id'>>,
): string | null {
  const target = hasImage ? template.paired_template_id : template.parent_template_id;
  if (!target) return null;
  if (catalog && !catalog.some((candidate) => candidate.template_id === target)) return null;
  return target;
}
