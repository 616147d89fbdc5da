import type { GeneratedMedia, Template } from '@contract';
import { generationMessages, type GenerationMessageKey } from './message-keys';
import { inputsFromSources, remixSources, storedUserInputs, storedUserParams, type UserInputs, type UserParams } from './remix-inputs';
import { parseTemplateId } from './template-access';

type RemixMedia = Pick<GeneratedMedia, 'template_id' | 'service_type' | 'prompt_text' | 'params' | 'remix_data' | 'input_image_url'>;
type TemplateType = Template['type'][number];

export type RemixChoice =
  | { kind: 'template'; templateId: string; userInputs: UserInputs; userParams: UserParams }
  | { kind: 'error'; messageKey: GenerationMessageKey };

const version = (template: Template) => parseTemplateId(template.template_id)?.version ?? Number.MAX_SAFE_INTEGER;

/** Allowed templates first, then the lowest version, so a remix opens what the user can run. */
function preferred(candidates: readonly Template[]): Template | null {
  return candidates.toSorted((a, b) => Number(b.is_allowed) - Number(a.is_allowed) || version(a) - version(b))[0] ?? null;
}

function byType(templates: readonly Template[], type: TemplateType): Template | null {
  return preferred(templates.filter((template) => template.type.includes(type)));
}

/** The template type a creation's service type names (spec part 2 §4), or null when it names none we know. */
export function guessTemplateType(media: RemixMedia): TemplateType | null {
  const service = media.service_type.toLowerCase();
  if (/background|remove[-_ ]?bg|rembg/.test(service)) return 'background-removal';
  if (service.includes('video')) return remixSources(media).image ? 'image-to-video' : 'text-to-video';
  if (/image[-_ ]?to[-_ ]?image|img2img/.test(service)) return 'image-to-image';
  if (/text[-_ ]?to[-_ ]?image|txt2img/.test(service)) return 'text-to-image';
  return null;
}

function chooseInpainting(media: RemixMedia, templates: readonly Template[]): RemixChoice {
  const template = preferred(templates.filter((candidate) => candidate.template_id.startsWith('Image_inpainting_v')));
  if (!template) return { kind: 'error', messageKey: generationMessages.inpaintingTemplateNotFound };
  const images = template.input_requirements.filter((requirement) => requirement.type === 'image');
  const hasMaskInput = images.some((requirement) => requirement.purpose === 'mask');
  const hasBaseInput = images.some((requirement) => requirement.purpose !== 'mask');
  if (!hasMaskInput || !hasBaseInput) return { kind: 'error', messageKey: generationMessages.inpaintingTemplateMisconfigured };
  const userInputs = inputsFromSources(template, remixSources(media));
  return { kind: 'template', templateId: template.template_id, userInputs, userParams: storedUserParams(media.params) };
}

/**
 * Which template a remix opens, with what (spec part 2 §4): the creation's own template with its inputs and
 * params; else, when its remix data has a mask, the inpainting template; else the template its service type
 * names; else text-to-image with the old prompt. The last failure is told apart by whether remix data existed.
 */
export function chooseRemixTemplate(media: RemixMedia, templates: readonly Template[]): RemixChoice {
  const own = media.template_id ? templates.find((template) => template.template_id === media.template_id) : undefined;
  if (own) {
    const userInputs = storedUserInputs(media.params) ?? inputsFromSources(own, remixSources(media));
    return { kind: 'template', templateId: own.template_id, userInputs, userParams: storedUserParams(media.params) };
  }
  if (media.remix_data?.maskImage) return chooseInpainting(media, templates);

  const guessedType = guessTemplateType(media);
  const guessed = guessedType ? byType(templates, guessedType) : null;
  if (guessed) {
    return {
      kind: 'template',
      templateId: guessed.template_id,
      userInputs: inputsFromSources(guessed, remixSources(media)),
      userParams: {},
    };
  }

  const textToImage = byType(templates, 'text-to-image');
  if (!textToImage) {
    const messageKey = media.remix_data ? generationMessages.noMatchingTemplate : generationMessages.noRemixDataNoTextToImage;
    return { kind: 'error', messageKey };
  }
  const prompt = remixSources(media).prompt;
  return {
    kind: 'template',
    templateId: textToImage.template_id,
    userInputs: inputsFromSources(textToImage, { prompt, image: null, mask: null }),
    userParams: {},
  };
}
