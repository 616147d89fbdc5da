import { listDimensionPresets, listEnhancerStyles, listServiceModels, type Template, type Tier } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildDimensionPresets, buildEnhancerStyles } from '../fixtures/template.fixtures';
import { buildTemplateCatalog } from '../fixtures/template-catalog.fixtures';
import { buildKlingPresets, buildKlingServedCatalog } from '../fixtures/model-limits.fixtures';

const serverError = { message: '', code: 'internal_error' };

export const templateHandlers = {
  /** The catalog as the server sends it to a caller of `tier` (Free by default: paid templates locked). */
  serviceModels: (tier: Tier = 'Free') => mockCall(listServiceModels, { templates: buildTemplateCatalog(tier) }),
  serviceModelsOf: (templates: Template[]) => mockCall(listServiceModels, { templates }),
  /** A studio with no real model configured: every template is served by the offline preview model. */
  serviceModelsOffline: (tier: Tier = 'Free') =>
    mockCall(listServiceModels, { templates: buildTemplateCatalog(tier).map((template) => ({ ...template, provider: 'local' as const })) }),
  serviceModelsPending: () => mockPending(listServiceModels),
  serviceModelsFailed: () => mockError(listServiceModels, 500, serverError),
  /** 401 or 403 logs the user out (spec part 2 §8). */
  serviceModelsUnauthorized: () => mockError(listServiceModels, 401, { message: 'Please log in again.', code: 'unauthorized' }),

  /** Each set's own styles, by the set id in the path. */
  enhancerStyles: () => mockCall(listEnhancerStyles, ({ params }) => buildEnhancerStyles(String(params.setId))),
  enhancerStylesPending: () => mockPending(listEnhancerStyles),
  enhancerStylesFailed: () => mockError(listEnhancerStyles, 500, serverError),

  dimensionPresets: (customAllowed = false) =>
    mockCall(listDimensionPresets, buildDimensionPresets({ custom: { min: 256, max: 2048, step: 64, allowed: customAllowed } })),
  dimensionPresetsFailed: () => mockError(listDimensionPresets, 500, serverError),
  /** The video templates as Runware's KlingAI 2.1 Master serves them: its lengths, sizes and prompt limits only. */
  servedByKling: (tier: Tier = 'Pro') => [
    mockCall(listServiceModels, { templates: buildKlingServedCatalog(tier) }),
    mockCall(listDimensionPresets, buildKlingPresets()),
  ],

  /** What a screen showing templates needs when nothing special is going on. */
  defaults: (tier: Tier = 'Free') => [
    templateHandlers.serviceModels(tier),
    templateHandlers.enhancerStyles(),
    templateHandlers.dimensionPresets(tier === 'Pro' || tier === 'Enterprise'),
  ],
};
