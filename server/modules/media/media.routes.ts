import { listGeneratedHistory, toggleFavorite, uploadVideoThumbnail } from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { MediaService } from './media.service';

export function registerMediaRoutes(router: ApiRouter, deps: { media: MediaService }): void {
  router.implement(listGeneratedHistory, async (ctx) => deps.media.history(requireSession(ctx).userId, ctx.query));
  router.implement(toggleFavorite, async (ctx) => deps.media.toggleFavorite(requireSession(ctx).userId, ctx.params.id));
  router.implement(uploadVideoThumbnail, async (ctx) =>
    deps.media.setVideoThumbnail(requireSession(ctx).userId, ctx.params.id, ctx.body.thumbnail_file),
  );
}
