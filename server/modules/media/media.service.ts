import {
  errorCodes,
  type CallAnswer,
  type CallInput,
  type getGeneratedMedia,
  type listGeneratedHistory,
  type listHistoryFacets,
  type renameGeneratedMedia,
  type Result,
  type uploadVideoThumbnail,
} from '../../../contract';
import type { Database, Executor } from '../../db/database';
import type { MediaItemRow } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { makeThumbnail } from '../../media-processing';
import { permissionDenied, type TeamDirectory } from '../permissions';
import { decodeCursor } from '../../db/keyset';
import { historyFacets } from './history-facets';
import { historyScope, pageFields, type HistoryQuery } from './history-query';
import { isUuid } from '../../db/uuid';
import { lineageOf, maySeeMedia } from './media-lineage';
import type { MediaUrls } from './media-urls';
import { generatedMediaView, resultView, sharedMediaView } from './media-views';
import {
  deleteOwnedMedia,
  findMedia,
  findOwnedMedia,
  flipFavorite,
  listHistory,
  listTaskMedia,
  setMediaName,
  setMediaThumbnail,
} from './media.repository';
import type { ProjectDirectory } from './project-directory';
import { promptSampler, rareSearchWord } from './search-word';
import { acceptImageFile } from './stored-image';

const mediaNotFound = () => notFound('Creation not found.');

export function createMediaService(deps: {
  db: Database;
  storage: MediaStorage;
  urls: MediaUrls;
  teams: TeamDirectory;
  projects: ProjectDirectory;
}) {
  const promptSample = promptSampler(deps.db);
  /** A creation as `userId` sees it: whole to its owner, without the owner's own input pictures to anyone else. */
  const viewFor = (userId: string, row: MediaItemRow, projectName: string | undefined) => {
    const media = generatedMediaView(row, deps.urls, projectName);
    return row.ownerUserId === userId ? media : sharedMediaView(media);
  };
  return {
    async history(userId: string, query: HistoryQuery): Promise<CallAnswer<typeof listGeneratedHistory>> {
      const { withTotal, ...scope } = await historyScope(deps, userId, query);
      const page = await listHistory(
        deps.db,
        {
          ownerUserId: userId,
          search: query.search,
          rareWord: query.search ? rareSearchWord(query.search, await promptSample()) : undefined,
          favoritesOnly: query.favorites_only === 'true',
          mediaType: query.service_type,
          ...scope,
        },
        withTotal,
      );
      const names = await deps.projects.names(page.rows.flatMap((row) => (row.projectId ? [row.projectId] : [])));
      return {
        history: page.rows.map((row) => viewFor(userId, row, row.projectId ? names.get(row.projectId) : undefined)),
        ...pageFields(page.nextCursor, page.counted),
      };
    },

    /** The templates, models and sizes of a workspace's creations (the choices of the search filters). */
    async facets(userId: string, query: CallInput<typeof listHistoryFacets>['query']): Promise<CallAnswer<typeof listHistoryFacets>> {
      const scope = await historyScope(deps, userId, { per_page: 1, ...query });
      return historyFacets(deps.db, { ownerUserId: userId, favoritesOnly: false, ...scope });
    },

    /** A page of a project's creations, whoever made them; the caller's right to read it was checked. */
    async projectHistory(userId: string, projectId: string, projectName: string, page: { cursor?: string | undefined; per_page: number }) {
      const after = page.cursor === undefined ? null : decodeCursor(page.cursor);
      if (page.cursor !== undefined && !after) {
        throw new HttpError(errorCodes.validation, 'This list cannot continue from there: load it again from the start.');
      }
      const found = await listHistory(deps.db, {
        ownerUserId: '',
        projectId,
        favoritesOnly: false,
        unassigned: false,
        limit: page.per_page,
        after,
      });
      return {
        history: found.rows.map((row) => viewFor(userId, row, projectName)),
        ...pageFields(found.nextCursor, null),
      };
    },

    /** Whether the user may see the creation (an upload or an unknown id: no). */
    async maySee(userId: string, id: string): Promise<boolean> {
      const row = isUuid(id) ? await findMedia(deps.db, id) : null;
      return row !== null && (await maySeeMedia(deps, userId, row));
    },

    /** One creation and its chain of ancestors, for whoever may see it; anyone else learns nothing (404). */
    async details(userId: string, id: string): Promise<CallAnswer<typeof getGeneratedMedia>> {
      const row = isUuid(id) ? await findMedia(deps.db, id) : null;
      if (!row || !(await maySeeMedia(deps, userId, row))) throw mediaNotFound();
      const names = await deps.projects.names(row.projectId ? [row.projectId] : []);
      const media = generatedMediaView(row, deps.urls, row.projectId ? names.get(row.projectId) : undefined);
      return {
        media: row.ownerUserId === userId ? media : sharedMediaView(media),
        lineage: await lineageOf(deps, userId, row),
      };
    },

    /** Deletes the user's own creations among `ids` in the caller's transaction. */
    deleteOwned(userId: string, ids: readonly string[], db: Executor): Promise<{ deleted: number; files: string[] }> {
      return deleteOwnedMedia(db, userId, ids.filter(isUuid));
    },

    /** Removes stored files once the rows that named them are gone; a failure leaves an orphan file, answered for the log. */
    async removeFiles(keys: readonly string[]): Promise<string[]> {
      const failed: string[] = [];
      for (const key of keys) await deps.storage.delete(key).catch(() => failed.push(key));
      return failed;
    },

    /** A finished task's results, in output order, with their owner's URLs. */
    async taskResults(taskId: string): Promise<Result[]> {
      return (await listTaskMedia(deps.db, taskId)).map((row) => resultView(row, deps.urls));
    },

    async toggleFavorite(userId: string, id: string) {
      const isFavorite = isUuid(id) ? await flipFavorite(deps.db, id, userId) : null;
      if (isFavorite === null) throw mediaNotFound();
      return { id, is_favorite: isFavorite };
    },

    /**
     * Rename Asset: its owner, or an editor of the project it is in, names a creation (the contract trimmed the
     * name and refused an empty one, control characters and an over-long one). A viewer of that project is
     * refused; anyone else learns nothing (404, as for a creation that does not exist).
     */
    async rename(userId: string, id: string, name: string): Promise<CallAnswer<typeof renameGeneratedMedia>> {
      const media = isUuid(id) ? await findMedia(deps.db, id) : null;
      if (!media) throw mediaNotFound();
      if (media.ownerUserId !== userId) {
        const role = media.projectId ? await deps.projects.roleIn(userId, media.projectId) : null;
        if (role === null) throw mediaNotFound();
        if (role === 'viewer') throw permissionDenied('You can only view this project.');
      }
      const renamed = await setMediaName(deps.db, media.id, name);
      if (!renamed) throw mediaNotFound();
      const names = await deps.projects.names(renamed.projectId ? [renamed.projectId] : []);
      return generatedMediaView(renamed, deps.urls, renamed.projectId ? names.get(renamed.projectId) : undefined);
    },

    /** The browser makes a video's thumbnail from its first frame when the server could not (spec part 2 §4). */
    async setVideoThumbnail(userId: string, id: string, file: File): Promise<CallAnswer<typeof uploadVideoThumbnail>> {
      const media = isUuid(id) ? await findOwnedMedia(deps.db, id, userId) : null;
      if (!media) throw mediaNotFound();
      if (media.mediaType !== 'video') throw new HttpError(errorCodes.invalidFile, 'Only a video takes an uploaded thumbnail.');
      const image = await acceptImageFile(file);
      const thumbnail = await makeThumbnail(image.data);
      const key = media.storageKey.replace(/\.[^./]+$/, '') + '.thumb.webp';
      await deps.storage.put(key, thumbnail.data, thumbnail.mimeType);
      await setMediaThumbnail(deps.db, media.id, { key, contentType: thumbnail.mimeType });
      return { success: true, thumbnail_url: deps.urls.fileUrl(media.id, userId, 'thumbnail') };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
