import type { Template } from '@contract/browser';
import { parseTemplateId } from '@/domain/generation';

type CatalogTemplate = Pick<Template, 'template_id' | 'type' | 'scenario' | 'is_allowed'>;

/** The workshop's three modes (spec part 2 §2): the mode switch reads Image, Video, Tools. */
export const workshopModes = ['image', 'video', 'tools'] as const;
export type WorkshopMode = (typeof workshopModes)[number];

/** The template `default` and any unknown id open (spec part 2 §2). */
const fallbackTemplateName = 'text_to_image';

const videoTypes: ReadonlySet<string> = new Set(['text-to-video', 'image-to-video']);
const toolTypes: ReadonlySet<string> = new Set(['upscale', 'image-inpainting', 'image-outpainting', 'background-removal']);

/** Which mode a template belongs to: videos, tools (editing an existing picture), else images. */
export function modeOfTemplate(template: Pick<Template, 'type'>): WorkshopMode {
  if (template.type.some((type) => videoTypes.has(type))) return 'video';
  if (template.type.some((type) => toolTypes.has(type))) return 'tools';
  return 'image';
}

const versionOf = (template: Pick<Template, 'template_id'>) => parseTemplateId(template.template_id)?.version ?? Number.MAX_SAFE_INTEGER;

/** Allowed before locked, then the lowest version: the template a user can run and the product treats as standard. */
function preferred<T extends CatalogTemplate>(candidates: readonly T[]): T | null {
  return candidates.toSorted((a, b) => Number(b.is_allowed) - Number(a.is_allowed) || versionOf(a) - versionOf(b))[0] ?? null;
}

/** The text-to-image template: by name first, else any template of that type. */
function textToImage<T extends CatalogTemplate>(catalog: readonly T[]): T | null {
  const named = catalog.filter((template) => parseTemplateId(template.template_id)?.name === fallbackTemplateName);
  return preferred(named) ?? preferred(catalog.filter((template) => template.type.includes('text-to-image')));
}

/** The template a workshop URL opens: the id itself, or text-to-image for `default` and ids not in the catalog. */
export function resolveWorkshopTemplate<T extends CatalogTemplate>(catalog: readonly T[], templateId: string | undefined): T | null {
  return catalog.find((template) => template.template_id === templateId) ?? textToImage(catalog);
}

/** Where the mode switch goes: text-to-image, text-to-video, or the first tool (tools start from a picture). */
export function modeEntryTemplate<T extends CatalogTemplate>(catalog: readonly T[], mode: WorkshopMode): T | null {
  if (mode === 'image') return textToImage(catalog);
  const members = catalog.filter((template) => modeOfTemplate(template) === mode);
  if (mode === 'video') return preferred(members.filter((template) => template.type.includes('text-to-video'))) ?? preferred(members);
  return preferred(members);
}

/**
 * The choices of the template picker (spec part 2 §2): the templates of the same mode and scenario, in catalog
 * order. The picker shows only when there is more than one.
 */
export function pickerTemplates<T extends CatalogTemplate>(catalog: readonly T[], template: CatalogTemplate): T[] {
  const mode = modeOfTemplate(template);
  return catalog.filter((candidate) => modeOfTemplate(candidate) === mode && candidate.scenario === template.scenario);
}
