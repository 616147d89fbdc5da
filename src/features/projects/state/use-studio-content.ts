import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Project } from '@contract/browser';
import { generatedHistoryInfiniteQueryOptions, useMediaReader, type MediaRecord } from '@/domain/generation';
import { buildProjectTree, projectContentInfiniteQueryOptions, projectsQueryOptions } from '@/domain/projects';

/** The deep search's page size (spec part 2 §7: 200 for a deep search). */
const DEEP_SEARCH_PAGE = 200;

/** One entry of the studio: a sub-project (a folder) or a creation. */
export type StudioEntry = { kind: 'project'; id: string; project: Project } | { kind: 'media'; id: string; media: MediaRecord };

export interface StudioContent {
  /** The open project, or null at the root. */
  project: Project | null;
  /** The open project's ancestors from the top, for the breadcrumb. */
  path: Array<{ id: string; project_name: string }>;
  entries: StudioEntry[];
  isPending: boolean;
  isError: boolean;
  /** A later page failed ('Failed to fetch more project history.'). */
  isMoreError: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  /** A retry after a failed first load is under way. */
  isRetrying: boolean;
}

const asProjects = (projects: readonly Project[]): StudioEntry[] =>
  projects.map((project) => ({ kind: 'project', id: project.id, project }));
const asMedia = (media: readonly MediaRecord[]): StudioEntry[] => media.map((item) => ({ kind: 'media', id: item.id, media: item }));

/**
 * What My Studio shows (spec part 2 §2): at the root the top projects and the unassigned creations; inside a
 * project its sub-projects and creations, page by page; while searching, the projects whose names match (a local
 * match on the list) followed by the creations a deep search finds across the workspace.
 */
export function useStudioContent(projectId: string | null, search: string, teamId: string | null): StudioContent {
  const queryClient = useQueryClient();
  const isSearching = search.trim() !== '';
  const projects = useQuery(projectsQueryOptions(teamId));
  const content = useInfiniteQuery({ ...projectContentInfiniteQueryOptions(projectId ?? ''), enabled: projectId !== null && !isSearching });
  const history = useInfiniteQuery({
    ...generatedHistoryInfiniteQueryOptions(
      isSearching ? { search: search.trim(), teamId, perPage: DEEP_SEARCH_PAGE } : { projectId: 'unassigned', teamId },
    ),
    enabled: isSearching || projectId === null,
  });

  const read = useMediaReader(queryClient);
  const historyMedia = useMemo(
    () =>
      (history.data?.pages ?? [])
        .flatMap((page) => page.ids)
        .map(read)
        .filter((media): media is MediaRecord => media !== undefined),
    // A creation changed in the media cache (renamed, marked favourite) is read again.
    [history.data, read],
  );

  return useMemo((): StudioContent => {
    const retry = () => {
      void projects.refetch();
      if (content.isError) void content.refetch();
      if (history.isError) void history.refetch();
    };
    if (isSearching) {
      const needle = search.trim().toLocaleLowerCase();
      const named = (projects.data ?? []).filter((project) => project.project_name.toLocaleLowerCase().includes(needle));
      return {
        project: null,
        path: [],
        entries: [...asProjects(named), ...asMedia(historyMedia)],
        isPending: history.isPending,
        isError: history.isError && !history.data,
        isMoreError: history.isFetchNextPageError,
        hasMore: Boolean(history.hasNextPage),
        isFetchingMore: history.isFetchingNextPage,
        loadMore: () => void history.fetchNextPage(),
        retry,
        isRetrying: history.isFetching,
      };
    }
    if (projectId === null) {
      const roots = buildProjectTree(projects.data ?? []).map((node) => node.project);
      return {
        project: null,
        path: [],
        entries: [...asProjects(roots), ...asMedia(historyMedia)],
        isPending: projects.isPending || history.isPending,
        isError: (projects.isError && !projects.data) || (history.isError && !history.data),
        isMoreError: history.isFetchNextPageError,
        hasMore: Boolean(history.hasNextPage),
        isFetchingMore: history.isFetchingNextPage,
        loadMore: () => void history.fetchNextPage(),
        retry,
        isRetrying: projects.isFetching || history.isFetching,
      };
    }
    const pages = content.data?.pages ?? [];
    const first = pages[0];
    return {
      project: first?.project ?? null,
      path: first?.path ?? [],
      entries: [...asProjects(first?.children ?? []), ...asMedia(pages.flatMap((page) => page.history))],
      isPending: content.isPending,
      isError: content.isError && !content.data,
      isMoreError: content.isFetchNextPageError,
      hasMore: Boolean(content.hasNextPage),
      isFetchingMore: content.isFetchingNextPage,
      loadMore: () => void content.fetchNextPage(),
      retry,
      isRetrying: content.isFetching,
    };
  }, [isSearching, search, projectId, projects, content, history, historyMedia]);
}
