import { preloadable } from '@/lib/lazy';

// The gallery's overlays and the filters' lists, whose code loads on first use rather than with the page.
export const GalleryContextMenu = preloadable(async () => (await import('./gallery-context-menu')).GalleryContextMenu);
export const GalleryDeleteDialog = preloadable(async () => (await import('./gallery-delete-dialog')).GalleryDeleteDialog);
export const GalleryMoveMenu = preloadable(async () => (await import('./gallery-move-menu')).GalleryMoveMenu);
export const DateRangeSelect = preloadable(async () => (await import('./gallery-filter-selects')).DateRangeSelect);
export const ProjectSelect = preloadable(async () => (await import('./gallery-filter-selects')).ProjectSelect);
export const GalleryGenerationFilters = preloadable(async () => (await import('./gallery-generation-filters')).GalleryGenerationFilters);
