import { CircleAlert, Maximize2, RotateCw, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/design-system';
import type { CompletedItem, FailedItem, PendingItem } from '@/domain/generation';
import { PendingContent } from './pending-content';
import { PreviewShell, ratioOf } from './preview-shell';
import { ResultActionButtons } from './result-action-buttons';
import type { ResultHandlers } from './result-handlers';
import styles from './results.module.css';

export interface MediaPreviewProps extends ResultHandlers {
  item: CompletedItem;
  /** Opens the details viewer; without it the preview offers no Details. */
  onOpenDetails?: () => void;
  /** A mark over the picture's corner, e.g. that the offline preview model made it. */
  badge?: ReactNode;
}

/**
 * The large view of the chosen result: the picture, or the video with its controls, at its own aspect ratio, with
 * its prompt and every action under it.
 */
export function MediaPreview({ item, onOpenDetails, badge, ...handlers }: MediaPreviewProps) {
  const { t } = useTranslation();
  const src = item.url ?? item.generated_url;
  return (
    <PreviewShell
      ratio={ratioOf(item.width, item.height)}
      testId="result-preview"
      isFigure
      caption={item.prompt_text}
      actions={
        <>
          <ResultActionButtons item={item} size="md" {...handlers} />
          {onOpenDetails && (
            <Button variant="secondary" onPress={onOpenDetails}>
              <Maximize2 size={16} aria-hidden="true" />
              {t('workshop.results.details')}
            </Button>
          )}
        </>
      }
    >
      {item.type === 'video' ? (
        // Generated clips have no speech, so there is nothing to caption.
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <video
          key={src}
          src={src}
          poster={item.thumbnail_url ?? undefined}
          controls
          playsInline
          loop
          className={styles.previewMedia}
          aria-label={item.prompt_text}
        />
      ) : (
        <img key={src} src={src} alt={item.prompt_text} className={styles.previewMedia} width={item.width} height={item.height} />
      )}
      {badge}
    </PreviewShell>
  );
}

/**
 * A result still being made, as large as it will be: its ring with 'Waiting in queue...' or the percent. The tile
 * in the strip says the same to screen readers, so this larger copy is only seen.
 */
export function PendingPreview({ item, aspectRatio }: { item: PendingItem; aspectRatio: number }) {
  return (
    <PreviewShell ratio={aspectRatio} testId="pending-preview" frameClassName={styles.pendingFrame} isFrameHidden caption={item.promptText}>
      <PendingContent item={item} size="lg" />
    </PreviewShell>
  );
}

export interface FailedPreviewProps {
  item: FailedItem;
  aspectRatio: number;
  /** Runs the form again as it is now. */
  onRetry: () => void;
  onDismiss: (item: FailedItem) => void;
}

/** A run that failed, where its result would have been: why, and the ways on (try again, or put it away). */
export function FailedPreview({ item, aspectRatio, onRetry, onDismiss }: FailedPreviewProps) {
  const { t } = useTranslation();
  return (
    <PreviewShell ratio={aspectRatio} testId="failed-preview" frameClassName={styles.failedFrame} caption={item.promptText}>
      <CircleAlert size={28} aria-hidden="true" className={styles.failedIcon} />
      <div role="alert" className={styles.failedText}>
        <p className={styles.failedTitle}>{t('workshop.results.failedTitle')}</p>
        <p className={styles.failedReason}>{item.errorMessage ?? t('generation.errors.taskFailed')}</p>
        {item.refunded ? <p className={styles.failedRefund}>{t('workshop.results.refunded', { count: item.refunded })}</p> : null}
      </div>
      <div className={styles.previewActions}>
        <Button variant="primary" onPress={onRetry}>
          <RotateCw size={16} aria-hidden="true" />
          {t('workshop.retry')}
        </Button>
        <Button variant="ghost" onPress={() => onDismiss(item)}>
          <X size={16} aria-hidden="true" />
          {t('workshop.results.dismiss')}
        </Button>
      </div>
    </PreviewShell>
  );
}
