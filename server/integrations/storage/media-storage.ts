import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where media bytes live: a local directory by default, S3-compatible object storage when configured. Keys are
 * opaque paths such as `results/<userId>/<mediaId>.png`; access control is the API's job, not the store's.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A byte range (inclusive end), for video seeking; the whole object without one. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
}
