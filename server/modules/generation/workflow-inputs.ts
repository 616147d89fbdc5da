import { errorCodes, type WorkflowRequest } from '../../../contract';
import type { CatalogTemplate } from '../../catalog/catalog-schema';
import type { Catalog } from '../../catalog/load-catalog';
import { HttpError } from '../../http-error';
import type { UploadPurpose } from '../../db/schema';

const MISSING_INPUTS_MESSAGE = 'Please fill in all required fields.';
const MAX_PROMPT = 4000;

type InputValue = WorkflowRequest['user_inputs'][string];

/** Filled means anything but absent, null or blank text: 0 and false are answers (spec part 2 §5). */
export function isFilled(value: InputValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

export interface ImageInput {
  key: string;
  purpose: UploadPurpose;
  /** What the user sent: an upload's or creation's URL, or its bare id. */
  reference: string;
}

export interface ReadInputs {
  /** The user's own words, as searched and shown in the history. */
  promptText: string;
  /** Words the chosen enhancer styles add. */
  styleWords: string[];
  images: ImageInput[];
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(errorCodes.validation, message, { fields: { [field]: message } });
}

/** Checks the inputs the template requires and reads the ones it declares; undeclared keys are ignored. */
export function readInputs(
  template: CatalogTemplate,
  sent: WorkflowRequest['user_inputs'],
  catalog: Catalog,
  options: { requireAll: boolean } = { requireAll: true },
): ReadInputs {
  const missing = template.input_requirements.filter((input) => input.is_required && !isFilled(sent[input.key]));
  if (missing.length > 0 && options.requireAll) {
    throw new HttpError(errorCodes.missingInputs, MISSING_INPUTS_MESSAGE, { missing: missing.map((input) => input.key) });
  }
  const read: ReadInputs = { promptText: '', styleWords: [], images: [] };
  for (const input of template.input_requirements) {
    const value = sent[input.key];
    if (!isFilled(value)) continue;
    const field = `user_inputs.${input.key}`;
    if (input.type === 'prompt') {
      if (typeof value !== 'string') throw invalid(field, `${input.label} must be text.`);
      // The serving model's own limits, when the catalog states them (see served-template.ts).
      const min = input.min_length ?? 0;
      const max = Math.min(input.max_length ?? MAX_PROMPT, MAX_PROMPT);
      if (value.trim().length < min) throw invalid(field, `${input.label} must be at least ${min} characters long.`);
      if (value.length > max) throw invalid(field, `${input.label} must be at most ${max} characters long.`);
      read.promptText = read.promptText ? `${read.promptText} ${value.trim()}` : value.trim();
    } else if (input.type === 'image') {
      if (typeof value !== 'string') throw invalid(field, `${input.label} must be the URL of an uploaded image.`);
      read.images.push({ key: input.key, purpose: input.purpose ?? 'seed', reference: value.trim() });
    } else {
      const style = catalog.enhancerSet(input.enhancer_set_id ?? '')?.styles.find((candidate) => String(candidate.index) === String(value));
      if (!style) throw invalid(field, `${input.label}: choose one of the offered styles.`);
      read.styleWords.push(style.prompt);
    }
  }
  return read;
}
