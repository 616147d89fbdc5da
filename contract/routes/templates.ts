import { route } from '../call-route.ts';
import type * as templateCalls from '../templates';

/** The browser's routes for the calls of contract/templates.ts; contract/browser.ts gathers them. */
export const listServiceModels = route<typeof templateCalls.listServiceModels>({
  name: 'listServiceModels',
  method: 'get',
  path: '/service-models',
});
export const listEnhancerStyles = route<typeof templateCalls.listEnhancerStyles>({
  name: 'listEnhancerStyles',
  method: 'get',
  path: '/enhancer-sets/{setId}/styles',
});
export const listDimensionPresets = route<typeof templateCalls.listDimensionPresets>({
  name: 'listDimensionPresets',
  method: 'get',
  path: '/templates/{templateId}/dimension-presets',
});
export const getCatalogThumbnail = route<typeof templateCalls.getCatalogThumbnail>({
  name: 'getCatalogThumbnail',
  method: 'get',
  path: '/catalog/thumbnails/{name}',
  answerKind: 'file',
});
