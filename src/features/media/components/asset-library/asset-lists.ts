import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { generatedHistoryInfiniteQueryOptions, generationLimits, readMedia, uploadedImagesInfiniteQueryOptions } from '@/domain/generation';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { assetOfCreation, assetOfUpload, type AssetItem } from '../../state/asset-items';
import type { AssetList } from './asset-grid';

type InfiniteList = Omit<AssetList, 'items'>;

function listFields(query: InfiniteList): InfiniteList {
  return {
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    refetch: query.refetch,
    fetchNextPage: query.fetchNextPage,
  };
}

/** The user's uploads in the active workspace, 40 a page (spec part 2 §9), matching `search`. */
export function useUploadAssets(search: string, isEnabled: boolean): AssetList {
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  const query = useInfiniteQuery({
    ...uploadedImagesInfiniteQueryOptions({ search, teamId, perPage: generationLimits.assetLibraryPageSize }),
    enabled: isEnabled,
  });
  const items = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.images.map(assetOfUpload)), [query.data]);
  return { items, ...listFields(query) };
}

/** The user's image creations in the active workspace, 40 a page, matching `search` in their prompts. */
export function useCreationAssets(search: string, isEnabled: boolean): AssetList {
  const queryClient = useQueryClient();
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  const query = useInfiniteQuery({
    ...generatedHistoryInfiniteQueryOptions({ search, teamId, mediaType: 'image', perPage: generationLimits.assetLibraryPageSize }),
    enabled: isEnabled,
  });
  const items = useMemo(
    () =>
      (query.data?.pages ?? [])
        .flatMap((page) => page.ids)
        .map((id) => readMedia(queryClient, id))
        .flatMap((media) => (media ? [assetOfCreation(media)] : []))
        .filter((asset): asset is AssetItem => asset !== null),
    [query.data, queryClient],
  );
  return { items, ...listFields(query) };
}
