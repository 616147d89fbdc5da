import type { MediaRecord } from './media-cache';

/** What labels a creation in lists and menus: the name given with Rename Asset, else its prompt. */
export const mediaLabel = (media: Pick<MediaRecord, 'name' | 'prompt_text'>): string => media.name ?? media.prompt_text;
