import { ImagePlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { useActiveTasks, useTaskTracker, type CompletedItem, type ResultItem } from '../../../../domain/generation';
import { MediaPreview } from './media-preview';
import { ResultTile, type ResultAction } from './result-tile';
import styles from './results.module.css';

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

export interface ResultsAreaProps {
  /** The user's Show Failed Tasks setting: failed tasks stay visible only when it is on. */
  showFailedTasks: boolean;
  onAction: (action: ResultAction, item: CompletedItem) => void;
  onToggleFavorite: (item: CompletedItem) => void;
  onDownload: (item: CompletedItem) => void;
  /** The details viewer, composed in by the app; without it the preview offers no Details. */
  renderViewer?: (request: WorkshopViewerRequest) => ReactNode;
}

/**
 * The workshop's right side (spec part 2 §2): a large preview of the chosen result above the strip of every
 * result, newest first, placeholders included. Progress is announced politely by the rings themselves.
 */
export function ResultsArea({ showFailedTasks, onAction, onToggleFavorite, onDownload, renderViewer }: ResultsAreaProps) {
  const { t } = useTranslation();
  const { items } = useActiveTasks();
  const tracker = useTaskTracker();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const visible = items.filter((item) => showFailedTasks || item.status !== 'failed');
  const completed = visible.filter((item): item is CompletedItem & ResultItem => item.status === 'completed');
  const selected = completed.find((item) => item.id === selectedId) ?? completed[0];
  const viewingIndex = completed.findIndex((item) => item.id === viewingId);

  if (visible.length === 0) {
    return (
      <section className={styles.results} aria-label={t('workshop.results.title')}>
        <div className={styles.empty}>
          <ImagePlus size={40} aria-hidden="true" />
          <p className={styles.emptyTitle}>{t('workshop.results.empty')}</p>
          <p className={styles.emptyHint}>{t('workshop.results.emptyHint')}</p>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.results} aria-label={t('workshop.results.title')}>
      {selected && <MediaPreview item={selected} {...(renderViewer ? { onOpenDetails: () => setViewingId(selected.id) } : {})} />}
      <ul className={styles.strip} aria-label={t('workshop.results.timeline')} data-has-preview={selected ? '' : undefined}>
        {visible.map((item, index) => (
          <li key={item.id} className={styles.cell}>
            <ResultTile
              item={item}
              index={visible.length - index}
              isSelected={item.id === selected?.id}
              onSelect={() => setSelectedId(item.id)}
              onAction={onAction}
              onToggleFavorite={onToggleFavorite}
              onDownload={onDownload}
              onDismiss={(dismissed) => tracker.dismiss(dismissed.id)}
            />
          </li>
        ))}
      </ul>
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
            onAction(action, item);
          },
          onToggleFavorite,
        })}
    </section>
  );
}
