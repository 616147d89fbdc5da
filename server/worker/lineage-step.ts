import type { LineageKind, TemplateType } from '../../contract';
import type { TaskRequest } from '../modules/tasks';

const kindOfType: Record<TemplateType, LineageKind> = {
  'text-to-image': 'generate',
  'text-to-video': 'generate',
  'image-to-image': 'image-to-image',
  'image-to-video': 'image-to-video',
  'image-variations': 'variation',
  upscale: 'upscale',
  'image-inpainting': 'inpaint',
  'image-outpainting': 'outpaint',
  'background-removal': 'background-removal',
};

// The picture a tool works on comes first; a guide only steers, and a mask is a stencil, never a parent.
const parentPurposes = ['seed', 'input', 'guide'] as const;

/**
 * What a result was made from: the creation a run remixed, else the picture its tool worked on (an upload or a
 * creation), and the step between them. A text run started from words alone has no parent.
 */
export function lineageStepOf(request: Pick<TaskRequest, 'templateType' | 'images' | 'remixOf'>): {
  kind: LineageKind;
  parentId: string | null;
} {
  if (request.remixOf) return { kind: 'remix', parentId: request.remixOf };
  for (const purpose of parentPurposes) {
    const image = request.images.find((candidate) => candidate.purpose === purpose);
    if (image) return { kind: kindOfType[request.templateType], parentId: image.mediaId };
  }
  return { kind: kindOfType[request.templateType], parentId: null };
}
