import { skipToken, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { GeneratedMedia, Result } from '@contract';
import { generationKeys } from '../queries/keys';

type Shared =
  | 'id'
  | 'generated_url'
  | 'thumbnail_url'
  | 'type'
  | 'service_type'
  | 'width'
  | 'height'
  | 'seed'
  | 'prompt_text'
  | 'params'
  | 'is_favorite'
  | 'creation_date';

/**
 * A finished creation as every screen shows it: what a task's result and a history entry share, plus what
 * either adds (a result's `url`, a history entry's name, project and remix data).
 */
export type MediaRecord = Pick<GeneratedMedia, Shared> & { template_id: string | null } & Partial<
    Pick<GeneratedMedia, 'name' | 'project_id' | 'project_name' | 'status' | 'input_image_url' | 'remix_data'>
  > &
  Partial<Pick<Result, 'url'>>;

/**
 * One entry per creation, written by whatever loads it (a finished task, a history page) and read by the
 * workshop's results, the gallery and the studio alike: a favourite or a new thumbnail is written once and shows
 * everywhere. Lists hold ids. Entries live for the session (the cache is cleared when it ends), because a list
 * may show an id long after the load that wrote it.
 */
export function mediaItemQueryOptions(id: string) {
  return queryOptions<MediaRecord>({ queryKey: generationKeys.mediaItem(id), queryFn: skipToken, staleTime: Infinity, gcTime: Infinity });
}

function keepForTheSession(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(generationKeys.media(), { gcTime: Infinity, staleTime: Infinity });
}

/** Stores creations as they arrive, merged over what was known of them; answers their ids in order. */
export function writeMedia(queryClient: QueryClient, records: readonly MediaRecord[]): string[] {
  keepForTheSession(queryClient);
  for (const record of records) {
    queryClient.setQueryData<MediaRecord>(mediaItemQueryOptions(record.id).queryKey, (known) => (known ? { ...known, ...record } : record));
  }
  return records.map((record) => record.id);
}

export function readMedia(queryClient: QueryClient, id: string): MediaRecord | undefined {
  return queryClient.getQueryData<MediaRecord>(mediaItemQueryOptions(id).queryKey);
}

/** Changes a known creation in its one entry; an unknown id is left alone (no screen shows it). */
export function patchMedia(queryClient: QueryClient, id: string, patch: Partial<Omit<MediaRecord, 'id'>>): void {
  queryClient.setQueryData<MediaRecord>(mediaItemQueryOptions(id).queryKey, (known) => known && { ...known, ...patch });
}
