import { queryOptions } from '@tanstack/react-query';
import { getGeneratedMedia } from '@contract/browser';
import { api } from '../../session';
import { generationKeys } from '../queries/keys';
import { readMedia, writeMedia } from './media-cache';

/**
 * A creation with what it was made from (its chain of ancestors, the mask an inpaint painted) and the task that
 * made it. A chain does not change once made, so it is read once per session; a failed read is not retried, the
 * viewer says it is not available.
 */
export function mediaDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: generationKeys.mediaDetails(id),
    queryFn: async ({ signal, client }) => {
      const answer = await api(getGeneratedMedia, { params: { id } }, { signal });
      // A creation opened by id (a ledger line, a step of a chain) joins the media cache like a listed one; one a
      // list already put there keeps that entry.
      if (!readMedia(client, id)) writeMedia(client, [answer.media]);
      return answer;
    },
    enabled: id !== '',
    staleTime: Infinity,
    retry: false,
  });
}
