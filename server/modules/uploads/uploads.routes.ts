import { listUploadedImages, uploadImageForAi } from '../../../contract';
import { requireCaller, requireSession, type ApiRouter } from '../../http/api-router';
import type { UploadService } from './uploads.service';

export function registerUploadRoutes(router: ApiRouter, deps: { uploads: UploadService }): void {
  router.implement(uploadImageForAi, async (ctx) =>
    deps.uploads.upload(requireCaller(ctx).userId, ctx.body.image_file, ctx.body.image_purpose),
  );
  router.implement(listUploadedImages, async (ctx) => deps.uploads.list(requireSession(ctx).userId, ctx.query));
}
