import { Readable } from 'node:stream';
import {
  approveManualPayment,
  getManualPaymentProof,
  listManualPaymentMethods,
  listManualPaymentReviews,
  rejectManualPayment,
  submitManualPayment,
} from '../../../contract';
import { requireSession, type ApiRouter } from '../../http/api-router';
import type { RateGuard } from '../../http/rate-limit';
import { notFound } from '../../http-error';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { ManualPaymentService } from './manual-payments.service';

export function registerManualPaymentRoutes(
  router: ApiRouter,
  deps: {
    manual: ManualPaymentService;
    storage: MediaStorage;
    limit: RateGuard;
    /** Who a bearer token belongs to: the proof route takes no authentication of its own (an `<img>` sends none). */
    identify: (bearer: string) => Promise<{ userId: string; scopes: readonly string[] | null } | null>;
  },
): void {
  router.implement(listManualPaymentMethods, async (ctx) => {
    requireSession(ctx);
    return deps.manual.methods();
  });
  router.implement(submitManualPayment, async (ctx) => {
    const { userId } = requireSession(ctx);
    await deps.limit('manual-payment', ctx.ip, userId);
    return deps.manual.submit(userId, ctx.body);
  });
  router.implement(listManualPaymentReviews, async (ctx) => deps.manual.review(requireSession(ctx).userId, ctx.query.status));
  router.implement(approveManualPayment, async (ctx) => deps.manual.approve(requireSession(ctx).userId, ctx.params.id));
  router.implement(rejectManualPayment, async (ctx) => deps.manual.reject(requireSession(ctx).userId, ctx.params.id, ctx.body.reason));
  router.implementRaw(getManualPaymentProof, async ({ c, params, query }) => {
    const bearer = c.req.header('Authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    const identity = bearer ? await deps.identify(bearer) : null;
    // A session only: an API key's holder is a script, not a reviewer.
    const sessionUserId = identity && identity.scopes === null ? identity.userId : null;
    const { key, contentType } = await deps.manual.proof(params.id, { token: query.t, sessionUserId });
    const head = await deps.storage.head(key);
    if (!head) throw notFound('File not found.');
    const stored = await deps.storage.get(key);
    return c.body(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': contentType,
      'Content-Length': String(head.size),
      // A receipt is personal: no shared cache keeps it, and the browser forgets it soon.
      'Cache-Control': 'private, no-store',
    });
  });
}
