import { errorCodes, type Dimension } from '../../../contract';
import type { CatalogTemplate, PresetSet } from '../../catalog/catalog-schema';
import type { ServedPresets } from '../../catalog/served-template';
import type { TierRules } from '../../catalog/tiers';
import { HttpError } from '../../http-error';
import { findParam, type ParamValue, type UserParams } from './workflow-params';

const CUSTOM_SIZE_MESSAGE = 'Custom dimensions are available for Pro users.';

export interface ChosenSize {
  width: number;
  height: number;
  /** The preset the size is, whose cost counts; null for a custom size or a template without presets. */
  preset: Dimension | null;
}

function invalid(message: string): HttpError {
  return new HttpError(errorCodes.validation, message, { fields: { 'user_params.width': message } });
}

function side(value: ParamValue | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw invalid('Width and height must be whole numbers of pixels.');
  return number;
}

const sizeName = (size: { width: number; height: number }) => (size.width === 0 ? 'Auto' : `${size.width}x${size.height}`);

/**
 * The size of the run. A template without presets takes its input image's size (0 x 0, Auto). Otherwise the
 * size sent must be one of the presets its serving models take (`served`), or a custom size: Pro only, within
 * the range and on its step, and only when no model lists fixed sizes. No size sent means the first preset.
 */
export function chooseSize(
  template: CatalogTemplate,
  served: ServedPresets | null,
  /** The template's whole preset set, to tell a size the serving model refuses from a custom one. */
  presets: PresetSet | null,
  /** As sent: the size is not a declared param of any task (the dimension chip sets it). */
  params: UserParams,
  rules: TierRules,
): ChosenSize {
  if (!served || !presets) return { width: 0, height: 0, preset: null };
  const offered = served.groups.flatMap((group) => group.dimensions);
  const width = side(findParam(params, 'width'));
  const height = side(findParam(params, 'height'));
  if (width === undefined && height === undefined) {
    const first = offered[0]!;
    return { width: first.width, height: first.height, preset: first };
  }
  const wanted = { width: width ?? 0, height: height ?? 0 };
  const preset = offered.find((size) => size.width === wanted.width && size.height === wanted.height);
  if (preset) return { width: preset.width, height: preset.height, preset };
  const isPreset = presets.groups.some((group) =>
    group.dimensions.some((size) => size.width === wanted.width && size.height === wanted.height),
  );
  if (isPreset || !served.custom) {
    throw invalid(
      `${template.label} is not made at ${sizeName(wanted)} by the model that runs it; choose one of: ${offered.map(sizeName).join(', ')}.`,
    );
  }
  if (!rules.customDimensions) throw new HttpError(errorCodes.tierNotAllowed, CUSTOM_SIZE_MESSAGE);
  const { min, max, step } = served.custom;
  for (const value of [width, height]) {
    if (value === undefined || value < min || value > max || value % step !== 0) {
      throw invalid(`${template.label}: custom sizes run from ${min} to ${max} pixels in steps of ${step}.`);
    }
  }
  return { width: width!, height: height!, preset: null };
}
