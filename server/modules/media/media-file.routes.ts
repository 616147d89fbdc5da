import { Readable } from 'node:stream';
import { errorCodes, getMediaFile } from '../../../contract';
import type { ApiRouter } from '../../http/api-router';
import { HttpError, notFound } from '../../http-error';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { parseByteRange } from './byte-range';
import type { MediaFiles } from './media-files.service';

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

/** The URL is a capability of one user: shared caches must not keep it. */
const PRIVATE_CACHE = 'private, max-age=86400';
/** How long a link signed by the media store stays valid. */
const SIGNED_LINK_SECONDS = 3600;
/** A browser reuses the redirect only while the link it leads to has this much life left. */
const REDIRECT_CACHE_MARGIN_SECONDS = 300;

interface FileDeps {
  files: MediaFiles;
  storage: MediaStorage;
}

/**
 * Serves stored media to its owner, with byte ranges for seeking in videos, or redirects the owner to a
 * short-lived link signed by the media store when it signs them; anyone else gets 404.
 */
export function registerMediaFileRoutes(router: ApiRouter, deps: FileDeps): void {
  router.implementRaw(getMediaFile, async ({ c, params, query }) => {
    const bearer = c.req.header('Authorization')?.match(bearerPattern)?.[1];
    const { key, recordedType } = await deps.files.open(params.id, params.variant, { signedToken: query.t, bearer });
    if (deps.storage.signing && recordedType) {
      // The store serves the bytes (and ranges) itself, so it is not asked about them here: the row written
      // with the file says it exists and what it is, and the signed link answers with that type and caching.
      const url = await deps.storage.signing.url(key, {
        expiresInSeconds: SIGNED_LINK_SECONDS,
        contentType: recordedType,
        cacheControl: PRIVATE_CACHE,
      });
      return c.body(null, 302, {
        Location: url,
        'Cache-Control': `private, max-age=${SIGNED_LINK_SECONDS - REDIRECT_CACHE_MARGIN_SECONDS}`,
      });
    }
    const head = await deps.storage.head(key);
    if (!head) throw notFound('File not found.');
    // nosniff comes with every answer from the security headers middleware.
    const headers: Record<string, string> = {
      'Content-Type': recordedType ?? head.contentType,
      'Accept-Ranges': 'bytes',
      'Cache-Control': PRIVATE_CACHE,
    };
    const range = parseByteRange(c.req.header('Range'), head.size);
    if (range.kind === 'unsatisfiable') {
      throw new HttpError(errorCodes.rangeNotSatisfiable, 'The requested range is outside the file.', undefined, {
        'Content-Range': `bytes */${head.size}`,
      });
    }
    const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
    const stored = await deps.storage.get(key, part);
    const body = Readable.toWeb(stored.body) as ReadableStream<Uint8Array>;
    if (!part) return c.body(body, 200, { ...headers, 'Content-Length': String(head.size) });
    return c.body(body, 206, {
      ...headers,
      'Content-Length': String(part.end - part.start + 1),
      'Content-Range': `bytes ${part.start}-${part.end}/${head.size}`,
    });
  });
}
