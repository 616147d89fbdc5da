import { ImagePlus } from 'lucide-react';
import { lazy, memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Template } from '@contract/browser';
import { DeferredOverlay, LoadError, Skeleton } from '@/design-system';
import { useTaskTracker, type CompletedItem, type ResultItem } from '@/domain/generation';
import { OfflineBadge, OfflineNotice } from '../offline/offline-notice';
import { isMadeOffline, isServedOffline } from '../offline/offline-provider';
import { FailedPreview, MediaPreview, PendingPreview } from './media-preview';
import type { ResultAction } from './result-edit-menu';
import type { ResultHandlers } from './result-handlers';
import { RecentStrip } from './recent-strip';
import { useRecentCreations } from './use-recent-creations';
import styles from './results.module.css';

/** The guide to real models loads with the press that opens it. */
const ConnectModelsGuide = lazy(async () => ({ default: (await import('../offline/connect-models-guide')).ConnectModelsGuide }));

/** What the workshop asks the editors feature to show: the details viewer over its finished results. */
export interface WorkshopViewerRequest {
  items: readonly CompletedItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The viewer closes before the action runs, since the action may lead to another template or a frame picker. */
  onAction: (action: ResultAction, item: CompletedItem) => void;
  onToggleFavorite: (item: CompletedItem) => void;
}

export interface ResultsAreaProps extends ResultHandlers {
  /** The template in the panel: whether its runs come from the offline preview model. */
  template: Template;
  /** Every template, to tell which provider made a result. */
  catalog: readonly Template[];
  /** The user's Show Failed Tasks setting: failed tasks stay visible only when it is on. */
  showFailedTasks: boolean;
  /** The shape a result of the chosen size will have (width over height), for its placeholder. @default 1 */
  pendingAspectRatio?: number;
  /** Runs the form again, from a failed run's Try again. */
  onRetry: () => void;
  /** The details viewer, composed in by the app; without it the preview offers no Details. */
  renderViewer?: (request: WorkshopViewerRequest) => ReactNode;
}

const isCompleted = (item: ResultItem): item is CompletedItem & ResultItem => item.status === 'completed';

/**
 * The workshop's right side (spec part 2 §2): the chosen result large, at its own shape, with its actions, above
 * the strip of recent creations (this visit's tasks, then earlier creations), newest first. A new run brings the
 * preview to its placeholder, which the result then takes the place of. Progress is announced by the strip's rings.
 * Memoised: the panel re-renders with every key typed in the prompt, and the results need not.
 */
export const ResultsArea = memo(function ResultsArea({
  template,
  catalog,
  showFailedTasks,
  pendingAspectRatio = 1,
  onRetry,
  renderViewer,
  ...handlers
}: ResultsAreaProps) {
  const { t } = useTranslation();
  const recent = useRecentCreations(showFailedTasks);
  const tracker = useTaskTracker();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [isGuideOpen, setGuideOpen] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const [followedBatch, setFollowedBatch] = useState(recent.newestBatchId);
  // A new run's placeholder is brought into view: on a phone the results column is short and may be scrolled away.
  useEffect(() => {
    if (recent.newestBatchId === null) return;
    sectionRef.current?.querySelector('[data-preview]')?.scrollIntoView({ block: 'nearest' });
  }, [recent.newestBatchId]);
  if (followedBatch !== recent.newestBatchId) {
    setFollowedBatch(recent.newestBatchId);
    setSelectedId(null);
  }
  const { items } = recent;
  const completed = items.filter(isCompleted);
  const current = items.find((item) => item.id === selectedId) ?? items[0];
  const viewingIndex = completed.findIndex((item) => item.id === viewingId);
  const openGuide = () => setGuideOpen(true);

  const notice = isServedOffline(template) && <OfflineNotice onOpenGuide={openGuide} />;
  const guide = (
    <DeferredOverlay isOpen={isGuideOpen}>
      <ConnectModelsGuide isOpen={isGuideOpen} onOpenChange={setGuideOpen} />
    </DeferredOverlay>
  );

  if (items.length === 0 && !recent.isLoading) {
    return (
      <section className={styles.results} aria-label={t('workshop.results.title')}>
        {notice}
        {recent.isError ? (
          <LoadError
            className={styles.loadError}
            message={t('workshop.results.recentFailed')}
            onRetry={recent.retry}
            isRetrying={recent.isRetrying}
          />
        ) : (
          <div className={styles.empty}>
            <ImagePlus size={40} aria-hidden="true" />
            <p className={styles.emptyTitle}>{t('workshop.results.empty')}</p>
            <p className={styles.emptyHint}>{t('workshop.results.emptyHint')}</p>
          </div>
        )}
        {guide}
      </section>
    );
  }
  return (
    <section ref={sectionRef} className={styles.results} aria-label={t('workshop.results.title')} aria-busy={recent.isLoading || undefined}>
      {notice}
      {current?.status === 'completed' && (
        <MediaPreview
          item={current}
          {...handlers}
          badge={isMadeOffline(current, catalog) ? <OfflineBadge onOpenGuide={openGuide} /> : undefined}
          {...(renderViewer ? { onOpenDetails: () => setViewingId(current.id) } : {})}
        />
      )}
      {current?.status === 'generating' && <PendingPreview item={current} aspectRatio={pendingAspectRatio} />}
      {current?.status === 'failed' && (
        <FailedPreview item={current} aspectRatio={pendingAspectRatio} onRetry={onRetry} onDismiss={(item) => tracker.dismiss(item.id)} />
      )}
      {!current && recent.isLoading && (
        <div className={`${styles.preview} ${styles.previewSkeleton}`}>
          <div className={styles.stage}>
            <Skeleton shape="rect" className={styles.frame} width="min(100cqi, 100cqb)" height="auto" />
          </div>
        </div>
      )}
      <RecentStrip
        items={items}
        currentId={current?.id ?? null}
        onSelect={(item) => setSelectedId(item.id)}
        onDismiss={(item) => tracker.dismiss(item.id)}
        recent={recent}
        {...handlers}
      />
      {guide}
      {renderViewer &&
        viewingIndex >= 0 &&
        renderViewer({
          items: completed,
          index: viewingIndex,
          onIndexChange: (next) => {
            const item = completed[next];
            if (!item) return;
            setViewingId(item.id);
            setSelectedId(item.id);
          },
          onClose: () => setViewingId(null),
          onAction: (action, item) => {
            setViewingId(null);
            handlers.onAction(action, item);
          },
          onToggleFavorite: handlers.onToggleFavorite,
        })}
    </section>
  );
});
