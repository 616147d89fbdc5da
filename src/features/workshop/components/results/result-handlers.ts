import type { CompletedItem } from '@/domain/generation';
import type { ResultAction } from './result-edit-menu';

/** What a finished creation's buttons and menus call, wherever it shows (a tile, the preview, the viewer). */
export interface ResultHandlers {
  onAction: (action: ResultAction, item: CompletedItem) => void;
  onToggleFavorite: (item: CompletedItem) => void;
  onDownload: (item: CompletedItem) => void;
}
