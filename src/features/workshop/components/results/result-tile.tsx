import { CircleAlert, Download, Heart, Repeat, Wand2, X } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n';
import { DeferredMenuTrigger, IconButton, MediaTile, ProgressRing } from '../../../../design-system';
import { tilePicture, useVideoThumbnail, type CompletedItem, type ResultItem } from '../../../../domain/generation';
import { preloadable } from '../../../../lib/lazy';
import type { ResultAction } from './result-edit-menu';
import styles from './results.module.css';

export type { ResultAction };

export interface ResultTileProps {
  item: ResultItem;
  /** Its place in the strip, from 1, for its name. */
  index: number;
  isSelected: boolean;
  onSelect: () => void;
  onAction: (action: ResultAction, item: CompletedItem) => void;
  onToggleFavorite: (item: CompletedItem) => void;
  onDownload: (item: CompletedItem) => void;
  onDismiss: (item: ResultItem) => void;
}

/** The Edit & Enhance menu's code loads when the pointer or focus reaches its button, before the press opens it. */
const ResultEditMenu = preloadable(async () => (await import('./result-edit-menu')).ResultEditMenu);

function PendingContent({ item }: { item: Extract<ResultItem, { status: 'generating' }> }) {
  const { t } = useTranslation();
  if (item.progress === null) {
    const label = item.taskStatus === 'submitting' ? t('workshop.results.submitting') : t('workshop.results.queued');
    return <ProgressRing isIndeterminate size="md" label={label} aria-label={label} />;
  }
  return <ProgressRing value={item.progress} size="md" aria-label={t('workshop.results.generating')} />;
}

/**
 * One cell of the results: a placeholder with 'Waiting in queue...' or its percent, a failure with the reason, or
 * a creation with Remix, Edit & Enhance, favorite and download on hover and focus.
 */
export function ResultTile({ item, index, isSelected, onSelect, onAction, onToggleFavorite, onDownload, onDismiss }: ResultTileProps) {
  const { t } = useTranslation();
  const name = t(item.type === 'video' ? 'workshop.results.video' : 'workshop.results.result', { index });
  // A video that arrived without a thumbnail gets one cut from its first frame in the browser.
  useVideoThumbnail(item.status === 'completed' ? item : null);
  if (item.status === 'generating') {
    return (
      <MediaTile className={styles.tile} label={name} aria-label={name} data-status="generating">
        <PendingContent item={item} />
      </MediaTile>
    );
  }
  if (item.status === 'failed') {
    return (
      <MediaTile
        className={styles.tile}
        aria-label={name}
        data-status="failed"
        actions={
          <IconButton aria-label={t('workshop.results.dismiss')} size="sm" variant="secondary" onPress={() => onDismiss(item)}>
            <X />
          </IconButton>
        }
      >
        <div className={styles.failed} role="alert">
          <CircleAlert size={20} aria-hidden="true" />
          <span>{item.errorMessage ?? t('generation.errors.taskFailed')}</span>
        </div>
      </MediaTile>
    );
  }
  const favoriteLabel = item.is_favorite ? t('workshop.results.unfavorite') : t('workshop.results.favorite');
  return (
    <MediaTile
      className={styles.tile}
      {...tilePicture(item)}
      alt={item.prompt_text}
      label={name}
      onPress={onSelect}
      isSelected={isSelected}
      data-status="completed"
      endBadges={item.is_favorite ? <Heart size={14} fill="currentColor" aria-hidden="true" className={styles.favoriteBadge} /> : undefined}
      actions={
        <>
          <IconButton
            aria-label={t('workshop.results.remix')}
            hasTooltip
            size="sm"
            variant="secondary"
            onPress={() => onAction('remix', item)}
          >
            <Repeat />
          </IconButton>
          <DeferredMenuTrigger menu={<ResultEditMenu onAction={(action) => onAction(action, item)} />} preload={ResultEditMenu.preload}>
            <IconButton aria-label={t('workshop.results.edit')} hasTooltip size="sm" variant="secondary">
              <Wand2 />
            </IconButton>
          </DeferredMenuTrigger>
          <IconButton
            aria-label={favoriteLabel}
            aria-pressed={item.is_favorite}
            size="sm"
            variant="secondary"
            onPress={() => onToggleFavorite(item)}
          >
            <Heart fill={item.is_favorite ? 'currentColor' : 'none'} />
          </IconButton>
          <IconButton aria-label={t('workshop.results.download')} hasTooltip size="sm" variant="secondary" onPress={() => onDownload(item)}>
            <Download />
          </IconButton>
        </>
      }
    />
  );
}
