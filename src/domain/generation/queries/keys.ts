import type { HistoryFilters } from '../media/history-filters';

/**
 * Query keys of generation data, shared by the workshop, gallery, hub and studio. No key carries the session
 * token: every change of session clears the whole cache. A key with some of a list's filters, such as
 * `historyList({ isFavoritesOnly: true })`, matches every cached list with those filters (React Query compares
 * keys partially), so callers name what they mean instead of reading keys by position.
 */
export const generationKeys = {
  all: ['generation'] as const,
  serviceModels: (teamId: string | null) => [...generationKeys.all, 'service-models', teamId] as const,
  enhancerStyles: (setId: string) => [...generationKeys.all, 'enhancer-styles', setId] as const,
  dimensionPresets: (templateId: string) => [...generationKeys.all, 'dimension-presets', templateId] as const,
  tasks: () => [...generationKeys.all, 'task'] as const,
  task: (taskId: string) => [...generationKeys.tasks(), taskId] as const,
  /** A task read for its points (apart from its live status, which the event stream writes without them). */
  taskPoints: (taskId: string) => [...generationKeys.all, 'task-points', taskId] as const,
  /** The one cache of finished creations, one entry per media id (see media-cache.ts). */
  media: () => [...generationKeys.all, 'media'] as const,
  mediaItem: (id: string) => [...generationKeys.media(), id] as const,
  /** One creation with its chain of ancestors and the task that made it (the details viewer). */
  mediaDetails: (id: string) => [...generationKeys.all, 'media-details', id] as const,
  history: () => [...generationKeys.all, 'history'] as const,
  historyList: (filters: HistoryFilters) => [...generationKeys.history(), filters] as const,
  /** A list fetched page by page at any offset (the gallery's range paging), under its filters' key. */
  historyPages: (filters: HistoryFilters) => [...generationKeys.historyList(filters), 'pages'] as const,
  historyPage: (filters: HistoryFilters, page: number) => [...generationKeys.historyPages(filters), page] as const,
  uploads: () => [...generationKeys.all, 'uploads'] as const,
  uploadsList: (filters: HistoryFilters) => [...generationKeys.uploads(), filters] as const,
};
