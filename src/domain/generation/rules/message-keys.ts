/**
 * Translation keys for what the generation layer reports (spec part 2 §8). The layer returns keys, never text,
 * so Arabic users read Arabic; each key's English wording from the spec is in its comment for the translators.
 */
export const generationMessages = {
  /** 'Template is not properly loaded.' */
  templateNotLoaded: 'generation.errors.templateNotLoaded',
  /** 'You have too many tasks in progress. Please wait.' */
  tooManyTasks: 'generation.errors.tooManyTasks',
  /** 'This feature is not available in your current plan.' */
  planUnavailable: 'generation.errors.planUnavailable',
  /** 'Image Variations template is not available for your plan.' (Edit & Enhance, no allowed variations template) */
  variationsPlanUnavailable: 'generation.errors.variationsPlanUnavailable',
  /** 'Upscale template is not available for your plan.' */
  upscalePlanUnavailable: 'generation.errors.upscalePlanUnavailable',
  /** 'Outpainting template is not available for your plan.' */
  outpaintPlanUnavailable: 'generation.errors.outpaintPlanUnavailable',
  /** 'Please fill in all required fields.' */
  missingInputs: 'generation.errors.missingInputs',
  /** 'The prompt must be at least {{count}} characters long.' (a plural: the serving model's minimum, from the catalog, is its count) */
  promptTooShort: 'generation.errors.promptTooShort',
  /** 'You do not have enough points.' (the server's refusal worded the same) */
  insufficientPoints: 'generation.errors.insufficientPoints',
  /** 'This run would go over your monthly points budget in this team.' (the server's member_budget_exceeded worded the same) */
  memberBudgetExceeded: 'generation.errors.memberBudgetExceeded',
  /** 'Failed to upload the inpainting mask.' */
  maskUploadFailed: 'generation.errors.maskUploadFailed',
  /** 'Generation failed. Please try again.' (the fallback when the server gives no reason) */
  generationFailed: 'generation.errors.generationFailed',
  /** 'Task failed to complete.' */
  taskFailed: 'generation.errors.taskFailed',
  /** 'An error occurred while tracking task progress.' */
  trackingFailed: 'generation.errors.trackingFailed',
  /** 'Failed to update favorite status.' (shown in an error modal) */
  favoriteFailed: 'generation.errors.favoriteFailed',
  /** 'Inpainting template not found for remix.' */
  inpaintingTemplateNotFound: 'generation.errors.inpaintingTemplateNotFound',
  /** 'Inpainting template is misconfigured for remix.' */
  inpaintingTemplateMisconfigured: 'generation.errors.inpaintingTemplateMisconfigured',
  /** 'Could not find a matching template for this creation.' */
  noMatchingTemplate: 'generation.errors.noMatchingTemplate',
  /** 'No remix data available and text-to-image template not found.' */
  noRemixDataNoTextToImage: 'generation.errors.noRemixDataNoTextToImage',
  /** 'Invalid file type. Allowed: jpg, png, webp, bmp, gif' */
  invalidFileType: 'generation.errors.invalidFileType',
  /** '10MB Max.' */
  fileTooLarge: 'generation.errors.fileTooLarge',
} as const;

export type GenerationMessageKey = (typeof generationMessages)[keyof typeof generationMessages];
