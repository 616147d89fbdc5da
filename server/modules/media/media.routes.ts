import {
  getGeneratedMedia,
  listGeneratedHistory,
  listHistoryFacets,
  renameGeneratedMedia,
  toggleFavorite,
  uploadVideoThumbnail,
} from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { RateGuard } from '../../http/rate-limit';
import type { MediaService } from './media.service';

export function registerMediaRoutes(router: ApiRouter, deps: { media: MediaService; limit: RateGuard }): void {
  router.implement(listGeneratedHistory, async (ctx) => deps.media.history(requireSession(ctx).userId, ctx.query));
  // Before `/generated-history/{id}`, which would take 'facets' for a creation's id.
  router.implement(listHistoryFacets, async (ctx) => deps.media.facets(requireSession(ctx).userId, ctx.query));
  router.implement(getGeneratedMedia, async (ctx) => deps.media.details(requireSession(ctx).userId, ctx.params.id));
  router.implement(renameGeneratedMedia, async (ctx) => deps.media.rename(requireSession(ctx).userId, ctx.params.id, ctx.body.name));
  router.implement(toggleFavorite, async (ctx) => deps.media.toggleFavorite(requireSession(ctx).userId, ctx.params.id));
  router.implement(uploadVideoThumbnail, async (ctx) => {
    const { userId } = requireSession(ctx);
    // Counted with image uploads: both decode a whole image.
    await deps.limit('upload', ctx.ip, userId);
    return deps.media.setVideoThumbnail(userId, ctx.params.id, ctx.body.thumbnail_file);
  });
}
