import type { Readable } from 'node:stream';

interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where media bytes live: a local directory by default, S3-compatible object storage when configured. Keys are
 * opaque paths such as `results/<userId>/<mediaId>.png`; access control is the API's job, not the store's.
 */
/** What a signed link makes the store answer: the type and caching the API would have sent itself. */
interface SignedUrlOptions {
  expiresInSeconds: number;
  contentType: string;
  cacheControl: string;
}

/** Present on a store that hands out time-limited links, so browsers fetch bytes from it directly. */
export interface MediaSigning {
  /** The origin the links point at, for the app's content security policy. */
  readonly origin: string;
  url(key: string, options: SignedUrlOptions): Promise<string>;
}

/** A stored file as a sweep sees it. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Present on the local store, where a killed process can leave files behind: what is stored under a prefix, and
 * the temporaries of writes that never finished. (An object store writes whole objects or nothing.)
 */
export interface StorageHousekeeping {
  files(prefix: string): AsyncIterable<StoredFile>;
  /** Removes the temporaries last written before `olderThan`; answers how many were removed. */
  removeTemporaries(olderThan: Date): Promise<number>;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** A byte range (inclusive end), for video seeking; the whole object without one. */
  get(key: string, range?: { start: number; end: number }): Promise<StoredObject>;
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** Only when configured (S3 with S3_SIGNED_URLS): the API then redirects to the store instead of streaming. */
  readonly signing?: MediaSigning;
  readonly housekeeping?: StorageHousekeeping;
}
