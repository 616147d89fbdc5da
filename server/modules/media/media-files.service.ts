import type { Database, Executor } from '../../db/database';
import { notFound } from '../../http-error';
import { findFileRecord, type FileRecord } from './media-files.repository';
import type { MediaUrls, MediaVariant } from './media-urls';

/** Who a bearer token speaks for: a session (null scopes), or an API key with its scopes. */
export interface BearerIdentity {
  userId: string;
  scopes: readonly string[] | null;
}

/** How a request for a file proves who is asking: a signed URL's token, or a bearer token. */
export interface FileAccess {
  /** The `t` query parameter of a signed file URL. */
  signedToken?: string | undefined;
  bearer?: string | undefined;
}

/** A file its owner may read: which stored object, and the content type recorded with it (if any). */
export interface OpenedFile {
  key: string;
  recordedType: string | null;
}

const fileNotFound = () => notFound('File not found.');

/**
 * Who may read which stored file. Every check of a file's owner is here, so teams and shared projects will
 * widen it in one place: the file route, generation inputs and the worker all come through this service.
 */
export function createMediaFiles(deps: {
  db: Database;
  urls: MediaUrls;
  /** Resolves a bearer token; null for an unknown, expired or revoked one. */
  identify: (bearer: string) => Promise<BearerIdentity | null>;
}) {
  /** The owner by a signed URL, or by a bearer token (a session, or an API key that may generate). */
  async function isOwner(record: FileRecord, access: FileAccess): Promise<boolean> {
    if (access.signedToken && deps.urls.verify(record.id, record.ownerUserId, access.signedToken)) return true;
    if (!access.bearer) return false;
    const identity = await deps.identify(access.bearer);
    if (identity?.userId !== record.ownerUserId) return false;
    return identity.scopes === null || identity.scopes.includes('generation:write');
  }

  return {
    /** The stored object behind a file URL, for its owner only; anyone else gets 404, like a missing file. */
    async open(id: string, variant: MediaVariant, access: FileAccess): Promise<OpenedFile> {
      const record = await findFileRecord(deps.db, id);
      if (!record || !(await isOwner(record, access))) throw fileNotFound();
      const key = variant === 'thumbnail' ? record.thumbnailKey : record.storageKey;
      if (!key) throw fileNotFound();
      return { key, recordedType: variant === 'thumbnail' ? record.thumbnailContentType : record.contentType };
    },

    /** A creation or upload of `userId`'s; null for someone else's, as for a missing one. */
    async owned(userId: string, id: string, db: Executor = deps.db): Promise<FileRecord | null> {
      const record = await findFileRecord(db, id);
      return record?.ownerUserId === userId ? record : null;
    },
  };
}

export type MediaFiles = ReturnType<typeof createMediaFiles>;
