import { getCatalogThumbnail, listDimensionPresets, listEnhancerStyles, listServiceModels } from '../../../contract';
import type { Catalog } from '../../catalog/load-catalog';
import type { createThumbnailRenderer } from '../../catalog/thumbnails';
import { requireCaller, type ApiRouter } from '../../http/api-router';
import { notFound } from '../../http-error';
import type { TemplateService } from './templates.service';

export function registerTemplateRoutes(
  router: ApiRouter,
  deps: { templates: TemplateService; catalog: Catalog; thumbnails: ReturnType<typeof createThumbnailRenderer> },
): void {
  router.implement(listServiceModels, async (ctx) => deps.templates.list(requireCaller(ctx).userId, ctx.query.team_id));
  router.implement(listEnhancerStyles, async (ctx) => {
    requireCaller(ctx);
    return deps.templates.styles(ctx.params.setId);
  });
  router.implement(listDimensionPresets, async (ctx) => deps.templates.presets(requireCaller(ctx).userId, ctx.params.templateId));
  router.implementRaw(getCatalogThumbnail, async ({ c, params }) => {
    const name = params.name.endsWith('.webp') ? params.name.slice(0, -'.webp'.length) : '';
    if (!deps.catalog.thumbnailNames.has(name)) throw notFound('Thumbnail not found.');
    const picture = await deps.thumbnails.render(name);
    return c.body(new Uint8Array(picture), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
