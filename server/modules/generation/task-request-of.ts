import { errorCodes, outpaintProblem, outpaintProblemMessages, type WorkflowRequest } from '../../../contract';
import { HttpError } from '../../http-error';
import type { TaskRequest } from '../tasks';
import type { ResolvedImage } from './input-images';
import type { WorkflowPlan } from './workflow-plan';

/** The spec's outpaint limit (part 2 §5): the extended image is at most 2048 pixels wide and high. */
export function checkOutpaintFits(plan: WorkflowPlan, images: ResolvedImage[]): void {
  const input = images[0]?.file;
  if (!plan.outpaint || !input) return;
  const problem = outpaintProblem(plan.outpaint, input);
  if (problem) {
    const message = outpaintProblemMessages[problem];
    throw new HttpError(errorCodes.validation, message, { fields: { 'user_params.outpaint': message } });
  }
}

export function taskRequestOf(
  plan: WorkflowPlan,
  images: ResolvedImage[],
  model: string,
  request: WorkflowRequest,
  remixOf?: string,
): TaskRequest {
  return {
    templateType: plan.templateType,
    serviceType: plan.templateType,
    model,
    prompt: plan.prompt,
    promptText: plan.promptText,
    ...(plan.negativePrompt ? { negativePrompt: plan.negativePrompt } : {}),
    seed: plan.seed,
    width: plan.size.width,
    height: plan.size.height,
    numberResults: plan.numberResults,
    userInputs: request.user_inputs,
    userParams: plan.userParams,
    sentParams: request.user_params,
    images: images.map((image) => ({ key: image.key, purpose: image.purpose, mediaId: image.file.id })),
    ...(plan.outpaint ? { outpaint: plan.outpaint } : {}),
    ...(plan.upscaleFactor ? { upscaleFactor: plan.upscaleFactor } : {}),
    ...(plan.videoSeconds ? { videoSeconds: plan.videoSeconds } : {}),
    ...(remixOf ? { remixOf } : {}),
  };
}
