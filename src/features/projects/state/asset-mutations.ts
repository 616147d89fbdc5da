import { mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { renameGeneratedMedia, type CallAnswer, type getProjectContent } from '@contract/browser';
import { generationKeys, patchMedia } from '@/domain/generation';
import { api } from '@/domain/session';
import { projectKeys } from '@/domain/projects';

type ContentPages = InfiniteData<CallAnswer<typeof getProjectContent>>;

/**
 * Writes a creation's name wherever it is cached: its media cache entry, which the history lists read, and the
 * project pages, which hold their creations themselves.
 */
function showName(queryClient: QueryClient, id: string, name: string | null) {
  patchMedia(queryClient, id, { name });
  queryClient.setQueriesData<ContentPages>({ queryKey: projectKeys.contents() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            history: page.history.map((media) => (media.id === id ? { ...media, name } : media)),
          })),
        }
      : data,
  );
}

export interface RenameAssetInput {
  id: string;
  name: string;
  /** The name it has now (null: none yet), put back if the server refuses. */
  previousName: string | null;
}

/**
 * Rename Asset (spec part 2 §2): the new name shows at once everywhere the creation is listed and is put back if
 * the server refuses, as the project tree's changes are (spec part 2 §4).
 */
export function renameAssetMutationOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (input: RenameAssetInput) => api(renameGeneratedMedia, { params: { id: input.id }, body: { name: input.name } }),
    onMutate: async ({ id, name }: RenameAssetInput) => {
      // A page on its way would write the old name over the new one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: generationKeys.history() }),
        queryClient.cancelQueries({ queryKey: projectKeys.contents() }),
      ]);
      showName(queryClient, id, name);
    },
    onError: (_error, { id, previousName }) => showName(queryClient, id, previousName),
    onSuccess: (answer) => showName(queryClient, answer.id, answer.name),
  });
}
