import { Download, Heart, MoreHorizontal, Repeat, Wand2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { DeferredMenuTrigger, IconButton } from '@/design-system';
import type { CompletedItem } from '@/domain/generation';
import { preloadable } from '@/lib/lazy';
import type { ResultHandlers } from './result-handlers';

/** The menus' code loads when the pointer or focus reaches their buttons, before the press opens them. */
const ResultEditMenu = preloadable(async () => (await import('./result-edit-menu')).ResultEditMenu);
const ResultActionsMenu = preloadable(async () => (await import('./result-actions-menu')).ResultActionsMenu);

export interface ResultActionButtonsProps extends ResultHandlers {
  item: CompletedItem;
  /** 'sm' on a tile, 'md' under the preview. @default 'sm' */
  size?: 'sm' | 'md';
}

/** A finished result's row of buttons: Remix, Edit & Enhance (a menu), favorite and download. */
export function ResultActionButtons({ item, size = 'sm', onAction, onToggleFavorite, onDownload }: ResultActionButtonsProps) {
  const { t } = useTranslation();
  const favoriteLabel = item.is_favorite ? t('workshop.results.unfavorite') : t('workshop.results.favorite');
  return (
    <>
      <IconButton
        aria-label={t('workshop.results.remix')}
        hasTooltip
        size={size}
        variant="secondary"
        onPress={() => onAction('remix', item)}
      >
        <Repeat />
      </IconButton>
      <DeferredMenuTrigger menu={<ResultEditMenu onAction={(action) => onAction(action, item)} />} preload={ResultEditMenu.preload}>
        <IconButton aria-label={t('workshop.results.edit')} hasTooltip size={size} variant="secondary">
          <Wand2 />
        </IconButton>
      </DeferredMenuTrigger>
      <IconButton
        aria-label={favoriteLabel}
        aria-pressed={item.is_favorite}
        hasTooltip
        size={size}
        variant="secondary"
        onPress={() => onToggleFavorite(item)}
      >
        <Heart fill={item.is_favorite ? 'currentColor' : 'none'} />
      </IconButton>
      <IconButton aria-label={t('workshop.results.download')} hasTooltip size={size} variant="secondary" onPress={() => onDownload(item)}>
        <Download />
      </IconButton>
    </>
  );
}

/** The same actions behind one button, for a tile too narrow for the row. */
export function ResultActionsMenuButton({ item, ...handlers }: Omit<ResultActionButtonsProps, 'size'>) {
  const { t } = useTranslation();
  return (
    <DeferredMenuTrigger menu={<ResultActionsMenu item={item} {...handlers} />} preload={ResultActionsMenu.preload}>
      <IconButton aria-label={t('workshop.results.more')} hasTooltip size="sm" variant="secondary">
        <MoreHorizontal />
      </IconButton>
    </DeferredMenuTrigger>
  );
}
