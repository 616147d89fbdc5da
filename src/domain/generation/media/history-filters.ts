import type { CallInput, listGeneratedHistory } from '@contract';
import { generationLimits } from '../rules/constants';

/** The filters of a history or uploads list (spec part 2 §7), as screens hold them. */
export interface HistoryFilters {
  /** Matched against prompt text by the server. */
  search?: string;
  isFavoritesOnly?: boolean;
  mediaType?: 'image' | 'video';
  /** A project id, or 'unassigned' for media in no project. */
  projectId?: string;
  /** Set in a team workspace; the personal workspace sends none. */
  teamId?: string | null;
  /** What made the creations (the gallery's Filters): each one given narrows the list further. */
  generation?: GenerationFilters;
  /** In the personal workspace, the creations of projects others shared with the user too. */
  isSharedIncluded?: boolean;
  /** 20 for the gallery, 200 for a deep search, 40 for the asset library. */
  perPage?: number;
}

/** Search by what made a creation; blank fields are no filter. */
export interface GenerationFilters {
  negativePrompt?: string;
  seed?: number;
  templateId?: string;
  model?: string;
  /** `1024x768`. */
  size?: string;
}

/** The given generation filters, or undefined when none is, so "no filters" is one cache entry. */
function normalizedGeneration(generation: GenerationFilters | undefined): GenerationFilters | undefined {
  if (!generation) return undefined;
  const normalized: GenerationFilters = {};
  const negative = generation.negativePrompt?.trim();
  if (negative) normalized.negativePrompt = negative;
  if (generation.seed !== undefined) normalized.seed = generation.seed;
  if (generation.templateId) normalized.templateId = generation.templateId;
  if (generation.model) normalized.model = generation.model;
  if (generation.size) normalized.size = generation.size;
  return Object.keys(normalized).length > 0 ? normalized : undefined;
}

export type HistoryQuery = NonNullable<CallInput<typeof listGeneratedHistory>['query']>;

/**
 * The filters with blanks removed, so "no search" and "empty search" share one cache entry and changing a filter
 * is a new key (the gallery goes back to page 1 on any change, spec part 2 §4).
 */
export function normalizeHistoryFilters(
  filters: HistoryFilters,
  defaultPerPage: number = generationLimits.galleryPageSize,
): HistoryFilters {
  const normalized: HistoryFilters = { perPage: filters.perPage ?? defaultPerPage };
  const search = filters.search?.trim();
  if (search) normalized.search = search;
  if (filters.isFavoritesOnly) normalized.isFavoritesOnly = true;
  if (filters.mediaType) normalized.mediaType = filters.mediaType;
  if (filters.projectId) normalized.projectId = filters.projectId;
  if (filters.teamId) normalized.teamId = filters.teamId;
  const generation = normalizedGeneration(filters.generation);
  if (generation) normalized.generation = generation;
  if (filters.isSharedIncluded && !filters.teamId) normalized.isSharedIncluded = true;
  return normalized;
}

/** The query of one page, in the contract's names: the first page has no cursor, the next ones the last answer's. */
export function toHistoryQuery(filters: HistoryFilters, cursor: string | null): HistoryQuery {
  const query: HistoryQuery = { per_page: filters.perPage ?? generationLimits.galleryPageSize };
  if (cursor) query.cursor = cursor;
  if (filters.search?.trim()) query.search = filters.search.trim();
  if (filters.isFavoritesOnly) query.favorites_only = 'true';
  if (filters.mediaType) query.service_type = filters.mediaType;
  if (filters.projectId) query.project_id = filters.projectId;
  if (filters.teamId) query.team_id = filters.teamId;
  const generation = normalizedGeneration(filters.generation);
  if (generation?.negativePrompt) query.negative_prompt = generation.negativePrompt;
  if (generation?.seed !== undefined) query.seed = generation.seed;
  if (generation?.templateId) query.template_id = generation.templateId;
  if (generation?.model) query.model = generation.model;
  if (generation?.size) query.size = generation.size;
  if (filters.isSharedIncluded && !filters.teamId) query.include_shared = 'true';
  return query;
}

/** The cursor of the next page to load, or undefined at the end: what infinite scroll asks. */
export function nextPageParam(lastPage: { next_cursor: string | null }): string | undefined {
  return lastPage.next_cursor ?? undefined;
}
