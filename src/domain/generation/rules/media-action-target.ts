import type { Template } from '@contract/browser';
import type { MediaRecord } from '../media/media-cache';
import { generationMessages, type GenerationMessageKey } from './message-keys';
import { chooseRemixTemplate } from './remix';
import { findBestTemplate, parseTemplateId } from './template-access';
import { workshopActions, type WorkshopAction, type WorkshopNavigationState } from './workshop-navigation';

type EditAction = Exclude<WorkshopAction, 'remix'>;

/** The template each Edit & Enhance action opens, by name without the version (spec part 2 §3). */
const actionTemplates = {
  upscale: 'upscale',
  variations: 'image_variations',
  outpaint: 'Image_outpainting',
  inpaint: 'Image_inpainting',
} as const satisfies Record<EditAction, string>;

/** What to say when no template of that kind is allowed: the spec names the template where it has a message for it. */
const planMessages = {
  upscale: generationMessages.upscalePlanUnavailable,
  variations: generationMessages.variationsPlanUnavailable,
  outpaint: generationMessages.outpaintPlanUnavailable,
  inpaint: generationMessages.planUnavailable,
} as const satisfies Record<EditAction, GenerationMessageKey>;

/** Whether a template works on a creation of this type: one of its inputs, other than a mask, takes that type. */
const takesAsInput = (template: Pick<Template, 'input_requirements'>, mediaType: string) =>
  template.input_requirements.some((requirement) => requirement.type === mediaType && requirement.purpose !== 'mask');

export interface OfferOptions {
  /**
   * Whether the place offering the tools can first ask for a frame of a video (the details viewer and the
   * workshop can; a context menu cannot): a frame is a picture, so a video is then offered the picture tools,
   * which work on the frame it gives (spec part 2 §4).
   * @default false
   */
  canPickFrame?: boolean;
}

/**
 * The actions a creation can be given to (the viewer's, the gallery's and My Studio's): Remix always, since it
 * reopens what made the creation; an edit tool when a template it opens, of any version or plan, takes the
 * creation's type as its input, or takes a picture and a frame of the video can be picked first. The catalog
 * decides, so a context menu never offers a picture tool on a video. A tool the plan lacks stays offered: its
 * press says which plan it needs.
 */
export function offeredActions(
  media: Pick<MediaRecord, 'type'>,
  catalog: readonly Template[],
  { canPickFrame = false }: OfferOptions = {},
): WorkshopAction[] {
  const inputTypes = media.type === 'video' && canPickFrame ? [media.type, 'image'] : [media.type];
  const isOffered = (action: EditAction) =>
    catalog.some(
      (template) =>
        parseTemplateId(template.template_id)?.name === actionTemplates[action] && inputTypes.some((type) => takesAsInput(template, type)),
    );
  return workshopActions.filter((action) => action === 'remix' || isOffered(action));
}

export type ActionTarget =
  { kind: 'open'; templateId: string; state: WorkshopNavigationState } | { kind: 'error'; messageKey: GenerationMessageKey };

/**
 * Where a creation's action leads, from the workshop's results, the gallery or My Studio alike (spec part 2 §4):
 * Remix reopens the creation's template with its inputs and params; Upscale, Variations, Outpaint and Inpaint open
 * the best allowed template of that kind with the creation as its image (the two editors open there).
 */
export function actionTarget(action: WorkshopAction, item: MediaRecord, catalog: readonly Template[], tier: string): ActionTarget {
  if (action === 'remix') {
    const choice = chooseRemixTemplate(
      { ...item, input_image_url: item.input_image_url ?? null, remix_data: item.remix_data ?? null },
      catalog,
    );
    if (choice.kind === 'error') return { kind: 'error', messageKey: choice.messageKey };
    return {
      kind: 'open',
      templateId: choice.templateId,
      state: { user_inputs: choice.userInputs, user_params: choice.userParams, action: 'remix', remixOf: item.id },
    };
  }
  const template = findBestTemplate(catalog, actionTemplates[action], tier);
  if (!template) return { kind: 'error', messageKey: planMessages[action] };
  return {
    kind: 'open',
    templateId: template.template_id,
    state: { mediaToProcess: { url: item.url ?? item.generated_url, type: item.type, id: item.id }, action },
  };
}
