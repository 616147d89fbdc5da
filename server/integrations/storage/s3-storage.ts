import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type { MediaSigning, MediaStorage } from './media-storage';
import { checkStorageKey, MediaNotFoundError, RangeNotSatisfiableError } from './storage-errors';

// The AWS SDK is required when an S3 store is made, not when this file loads: a server on local storage (the
// default) would otherwise hold some 10 MiB of SDK it never calls.
const require = createRequire(import.meta.url);

export interface S3StorageOptions {
  bucket: string;
  /** AWS region; S3-compatible services accept any ("auto" for R2). */
  region?: string;
  /** For MinIO, R2 and other S3-compatible services, e.g. http://localhost:9000. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: MinIO needs it, R2 accepts it. */
  forcePathStyle?: boolean;
  /** Without them the SDK's default chain applies (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Prepended to every key, e.g. "media/", to share a bucket. */
  keyPrefix?: string;
  /** Hand out signed GET links so browsers fetch media from the store (the bucket then needs CORS for the app). */
  signedUrls?: boolean;
}

/** Where signed links point: the custom endpoint (with the bucket as a subdomain unless path-style), or AWS. */
export function s3Origin(options: Pick<S3StorageOptions, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>): string {
  if (!options.endpoint) return `https://${options.bucket}.s3.${options.region ?? 'us-east-1'}.amazonaws.com`;
  const endpoint = new URL(options.endpoint);
  return options.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${options.bucket}.${endpoint.host}`;
}

/**
 * Media in S3 or an S3-compatible store. Keys follow the same rule as the local store. With a custom endpoint the
 * SDK's newer default checksums (CRC32 on every request, checked on every answer) are limited to operations that
 * need them: several S3-compatible services reject or omit them.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    require('@aws-sdk/client-s3') as typeof S3Sdk;
  const { getSignedUrl } = require('@aws-sdk/s3-request-presigner') as typeof S3Presigner;
  const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint
      ? { endpoint: options.endpoint, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    ...(options.forcePathStyle !== undefined ? { forcePathStyle: options.forcePathStyle } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.keyPrefix ?? ''}${checkStorageKey(key)}`;

  async function head(key: string): Promise<{ size: number; contentType: string } | null> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  /** The 416 carries the object's size, as the local store's does, so the API can send Content-Range: bytes *\/size. */
  async function rangeError(key: string): Promise<Error> {
    const found = await head(key);
    return found ? new RangeNotSatisfiableError(key, found.size) : new MediaNotFoundError(key);
  }

  const signing: MediaSigning = {
    origin: s3Origin(options),
    url: (key, { expiresInSeconds, contentType, cacheControl }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({ Bucket, Key: objectKey(key), ResponseContentType: contentType, ResponseCacheControl: cacheControl }),
        {
          expiresIn: expiresInSeconds,
        },
      ),
  };

  return {
    kind: 's3',
    ...(options.signedUrls ? { signing } : {}),
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentType: contentType, ContentLength: data.length }),
      );
    },
    async get(key, range) {
      const Key = objectKey(key);
      if (range && !(Number.isInteger(range.start) && Number.isInteger(range.end) && range.start >= 0 && range.end >= range.start)) {
        throw await rangeError(key);
      }
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        // In Node the body is an http.IncomingMessage with the SDK's helpers mixed in: a Readable.
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (statusOf(error) === 404) throw new MediaNotFoundError(key);
        if (statusOf(error) === 416) throw await rangeError(key);
        throw error;
      }
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
