import { CircleAlert, Heart, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton, MediaTile } from '@/design-system';
import { mediaLabel, tilePicture, type ResultItem } from '@/domain/generation';
import { useVideoThumbnail } from './use-video-thumbnail';
import { PendingContent } from './pending-content';
import { ResultActionButtons, ResultActionsMenuButton } from './result-action-buttons';
import type { ResultAction } from './result-edit-menu';
import type { ResultHandlers } from './result-handlers';
import styles from './results.module.css';

export type { ResultAction };

export interface ResultTileProps extends ResultHandlers {
  item: ResultItem;
  /** Its place in the strip, from 1 for the newest, naming a tile that has no prompt to be named by. */
  index: number;
  /** Shows it in the large preview. */
  onSelect: () => void;
  onDismiss: (item: ResultItem) => void;
}

/**
 * One cell of the results: a placeholder with 'Waiting in queue...' or its percent, a failure with the reason, or
 * a creation with Remix, Edit & Enhance, favorite and download on hover and focus (always on touch screens). A
 * tile too narrow for that row, measured by the tile itself (a container query), offers the same actions in one
 * menu instead, so none is ever cut off.
 */
export function ResultTile({ item, index, onSelect, onDismiss, ...handlers }: ResultTileProps) {
  const { t } = useTranslation();
  const numbered = t(item.type === 'video' ? 'workshop.results.video' : 'workshop.results.result', { index });
  // A video that arrived without a thumbnail gets one cut from its first frame in the browser.
  useVideoThumbnail(item.status === 'completed' ? item : null);
  if (item.status === 'generating') {
    return (
      <MediaTile className={styles.tile} label={numbered} aria-label={numbered} data-status="generating">
        <PendingContent item={item} />
      </MediaTile>
    );
  }
  if (item.status === 'failed') {
    return (
      <MediaTile
        className={styles.tile}
        label={numbered}
        onPress={onSelect}
        aria-label={numbered}
        data-status="failed"
        actions={
          <IconButton aria-label={t('workshop.results.dismiss')} size="sm" variant="secondary" onPress={() => onDismiss(item)}>
            <X />
          </IconButton>
        }
      >
        <div className={styles.failed} title={item.errorMessage ?? t('generation.errors.taskFailed')}>
          <CircleAlert size={20} aria-hidden="true" />
          <span>{t('workshop.results.failed')}</span>
        </div>
      </MediaTile>
    );
  }
  return (
    <MediaTile
      className={styles.tile}
      {...tilePicture(item)}
      alt=""
      label={mediaLabel(item) || numbered}
      onPress={onSelect}
      data-status="completed"
      endBadges={item.is_favorite ? <Heart size={14} fill="currentColor" aria-hidden="true" className={styles.favoriteBadge} /> : undefined}
      actions={
        <>
          <span className={styles.fullActions}>
            <ResultActionButtons item={item} {...handlers} />
          </span>
          <span className={styles.compactActions}>
            <ResultActionsMenuButton item={item} {...handlers} />
          </span>
        </>
      }
    />
  );
}
