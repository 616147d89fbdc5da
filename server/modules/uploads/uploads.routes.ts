import { listUploadedImages, uploadImageForAi } from '../../../contract';
import { requireCaller, requireSession, type ApiRouter } from '../../http/api-router';
import type { RateGuard } from '../../http/rate-limit';
import type { UploadService } from './uploads.service';

export function registerUploadRoutes(router: ApiRouter, deps: { uploads: UploadService; limit: RateGuard }): void {
  router.implement(uploadImageForAi, async (ctx) => {
    const { userId } = requireCaller(ctx);
    await deps.limit('upload', ctx.ip, userId);
    return deps.uploads.upload(userId, ctx.body.image_file, ctx.body.image_purpose);
  });
  router.implement(listUploadedImages, async (ctx) => deps.uploads.list(requireSession(ctx).userId, ctx.query));
}
