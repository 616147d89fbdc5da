import type { HistoryFilters } from './history-filters';

/**
 * Query keys of generation data, shared by the workshop, gallery, hub and studio. Each carries the session token,
 * like the session keys, so one user's data never shows for the next. The `history` and `uploads` roots are what a
 * finished run or an upload invalidates; favourites update every cached history list under the root.
 */
export const generationKeys = {
  all: ['generation'] as const,
  serviceModels: (token: string | null, teamId: string | null) => [...generationKeys.all, 'service-models', token, teamId] as const,
  enhancerStyles: (token: string | null, setId: string) => [...generationKeys.all, 'enhancer-styles', token, setId] as const,
  dimensionPresets: (token: string | null, templateId: string) =>
    [...generationKeys.all, 'dimension-presets', token, templateId] as const,
  task: (token: string | null, taskId: string) => [...generationKeys.all, 'task', token, taskId] as const,
  history: (token: string | null) => [...generationKeys.all, 'history', token] as const,
  historyList: (token: string | null, filters: HistoryFilters) => [...generationKeys.history(token), filters] as const,
  uploads: (token: string | null) => [...generationKeys.all, 'uploads', token] as const,
  uploadsList: (token: string | null, filters: HistoryFilters) => [...generationKeys.uploads(token), filters] as const,
};
