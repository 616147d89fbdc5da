import { randomInt } from 'node:crypto';
import {
  computeCost,
  errorCodes,
  outpaintProblem,
  outpaintProblemMessages,
  type CostResult,
  type OutpaintSides,
  type Tier,
  type WorkflowRequest,
} from '../../../contract';
import type { CatalogTemplate } from '../../catalog/catalog-schema';
import type { Catalog } from '../../catalog/load-catalog';
import type { EffectiveLimits } from '../../catalog/model-limits';
import { servedPresets, servedTemplate } from '../../catalog/served-template';
import { rulesFor } from '../../catalog/tiers';
import { HttpError } from '../../http-error';
import type { TemplateType } from '../../integrations/providers/provider';
import { chooseSize, type ChosenSize } from './workflow-dimensions';
import { readInputs, type ImageInput } from './workflow-inputs';
import { findParam, resolveParams, type ParamValue } from './workflow-params';

/** The spec's seed range (part 2 §9): a random seed is drawn from 1 to about 2.1 billion. */
const MAX_SEED = 2_147_483_647;
type Outpaint = OutpaintSides;

/** A run, fully resolved and priced: what the task row keeps and the worker hands to the provider. */
export interface WorkflowPlan {
  template: CatalogTemplate;
  templateType: TemplateType;
  promptText: string;
  /** The prompt with the chosen styles' words: what the provider reads. */
  prompt: string;
  negativePrompt?: string;
  seed: number;
  size: ChosenSize;
  numberResults: number;
  /** Effective params by task id, defaults filled in (what the cost was computed from). */
  userParams: Record<string, Record<string, ParamValue>>;
  images: ImageInput[];
  outpaint?: Outpaint;
  upscaleFactor?: 2 | 4;
  videoSeconds?: number;
  cost: CostResult;
}

function drawSeed(value: ParamValue | undefined): number {
  const seed = Number(value);
  return Number.isInteger(seed) && seed >= 1 && seed <= MAX_SEED ? seed : randomInt(1, MAX_SEED);
}

function outpaintSides(params: Record<string, Record<string, ParamValue>>): Outpaint {
  const sides = {
    top: Number(findParam(params, 'top') ?? 0),
    right: Number(findParam(params, 'right') ?? 0),
    bottom: Number(findParam(params, 'bottom') ?? 0),
    left: Number(findParam(params, 'left') ?? 0),
  };
  // The size limit needs the input image, which is checked once it is resolved (checkOutpaintFits).
  const problem = outpaintProblem(sides);
  if (problem) {
    const message = outpaintProblemMessages[problem];
    throw new HttpError(errorCodes.validation, message, { fields: { 'user_params.outpaint': message } });
  }
  return sides;
}

/**
 * Reads a run request against its template as its serving models take it (`limits`, see served-template.ts):
 * required inputs (spec message on a gap), the prompt's length, params, size and cost. Throws the refusal a user
 * should read; the caller checks tier, allowance and image ownership. A cost estimate passes
 * `requireAll: false`, since the workshop prices a run before every field is filled.
 */
export function planWorkflow(
  template: CatalogTemplate,
  request: WorkflowRequest,
  tier: Tier,
  catalog: Catalog,
  limits: EffectiveLimits,
  options = { requireAll: true },
): WorkflowPlan {
  const served = servedTemplate(template, limits);
  const inputs = readInputs(served, request.user_inputs, catalog, options);
  const userParams = resolveParams(served, request.user_params, catalog);
  const presets = catalog.presets(template);
  const size = chooseSize(template, servedPresets(presets, limits), presets, request.user_params, rulesFor(tier));
  const templateType = template.type[0]!;
  const styleWords = [...inputs.styleWords];
  for (const task of template.configurable_tasks) {
    for (const param of [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)]) {
      const value = userParams[task.task_id]?.[param.key];
      if (param.type !== 'enhancer_select' || value === null || value === undefined) continue;
      const style = catalog.enhancerSet(param.enhancer_set_id ?? '')?.styles.find((candidate) => candidate.index === value);
      if (style) styleWords.push(style.prompt);
    }
  }
  const negative = findParam(userParams, 'negativePrompt');
  const factor = Number(findParam(userParams, 'upscaleFactor'));
  const seconds = Number(findParam(userParams, 'duration'));
  const seed = drawSeed(findParam(userParams, 'seed'));
  // The drawn seed replaces "random" in the kept params, so a remix of the result can reproduce it.
  for (const values of Object.values(userParams)) if ('seed' in values) values.seed = seed;
  const prompt = [inputs.promptText, ...styleWords].filter(Boolean).join(', ');
  if (limits.prompt && prompt.length > limits.prompt.max) {
    const message = `The prompt, with the chosen styles' words, must be at most ${limits.prompt.max} characters long.`;
    throw new HttpError(errorCodes.validation, message, { fields: { 'user_inputs.USER_PROMPT': message } });
  }
  return {
    template,
    templateType,
    promptText: inputs.promptText,
    prompt,
    ...(typeof negative === 'string' && negative.trim() ? { negativePrompt: negative.trim() } : {}),
    seed,
    size,
    numberResults: Math.max(1, Number(findParam(userParams, 'numberResults') ?? 1) || 1),
    userParams,
    images: inputs.images,
    ...(templateType === 'image-outpainting' ? { outpaint: outpaintSides(userParams) } : {}),
    ...(templateType === 'upscale' ? { upscaleFactor: factor === 4 ? 4 : 2 } : {}),
    ...(templateType.endsWith('video') && Number.isFinite(seconds) && seconds > 0 ? { videoSeconds: seconds } : {}),
    cost: computeCost({ template: served, tier, userParams, dimension: size.preset }),
  };
}
