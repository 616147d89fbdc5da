import { randomUUID } from 'node:crypto';
import type { CallAnswer, listUploadedImages, uploadImageForAi } from '../../../contract';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { UploadPurpose } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { makeThumbnail } from '../../media-processing';
import {
  acceptImageFile,
  hasGenerationFilter,
  historyScope,
  pageFields,
  type HistoryQuery,
  type MediaUrls,
  type ProjectDirectory,
} from '../media';
import type { TeamDirectory } from '../permissions';
import { generationSettingsOf } from './generation-settings';
import { insertUpload, listUploads } from './uploads.repository';

export function createUploadService(deps: {
  db: Database;
  clock: Clock;
  storage: MediaStorage;
  urls: MediaUrls;
  teams: TeamDirectory;
  projects: ProjectDirectory;
}) {
  return {
    async upload(userId: string, file: File, purpose: UploadPurpose): Promise<CallAnswer<typeof uploadImageForAi>> {
      const image = await acceptImageFile(file);
      // The stored image is re-encoded without its text chunks: what made it is read from the bytes as sent.
      const settings = generationSettingsOf(image.sent);
      const id = randomUUID();
      const base = `uploads/${userId}/${id}`;
      const thumbnail = await makeThumbnail(image.data);
      const keys = { original: `${base}.${image.extension}`, thumbnail: `${base}.thumb.webp` };
      await deps.storage.put(keys.original, image.data, image.mimeType);
      try {
        await deps.storage.put(keys.thumbnail, thumbnail.data, thumbnail.mimeType);
        await insertUpload(deps.db, {
          id,
          ownerUserId: userId,
          purpose,
          originalName: file.name.slice(0, 255),
          storageKey: keys.original,
          contentType: image.mimeType,
          sizeBytes: image.data.length,
          width: image.width,
          height: image.height,
          thumbnailKey: keys.thumbnail,
          thumbnailContentType: thumbnail.mimeType,
          createdAt: deps.clock.now(),
        });
      } catch (error) {
        // No row points at these files: remove them, or every failed upload would leave bytes no one can reach.
        await Promise.allSettled([deps.storage.delete(keys.original), deps.storage.delete(keys.thumbnail)]);
        throw error;
      }
      return {
        success: true,
        message: 'Image uploaded.',
        data: {
          id,
          local_image_url: deps.urls.fileUrl(id, userId),
          width: image.width,
          height: image.height,
          ...(settings ? { generation_settings: settings } : {}),
        },
      };
    },

    /**
     * Uploads have no project, favourite, video or generation settings: those filters leave nothing, 'unassigned'
     * leaves all.
     */
    async list(userId: string, query: HistoryQuery): Promise<CallAnswer<typeof listUploadedImages>> {
      const scope = await historyScope(deps, userId, query);
      const isEmpty =
        query.favorites_only === 'true' ||
        query.service_type === 'video' ||
        scope.projectId !== undefined ||
        hasGenerationFilter(scope.generation);
      const { rows, nextCursor, counted } = isEmpty
        ? { rows: [], nextCursor: null, counted: scope.withTotal ? 0 : null }
        : await listUploads(deps.db, { ownerUserId: userId, search: query.search, ...scope });
      return {
        images: rows.map((row) => {
          const url = deps.urls.fileUrl(row.id, userId);
          return {
            id: row.id,
            url,
            local_url: url,
            generated_url: url,
            thumbnail_url: row.thumbnailKey ? deps.urls.fileUrl(row.id, userId, 'thumbnail') : null,
            service_type: 'upload' as const,
            width: row.width,
            height: row.height,
            creation_date: row.createdAt.toISOString(),
          };
        }),
        ...pageFields(nextCursor, counted),
      };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
