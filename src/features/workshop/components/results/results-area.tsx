import { ImagePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveTasks, useTaskTracker, type CompletedItem, type ResultItem } from '../../../../domain/generation';
import { MediaPreview } from './media-preview';
import { ResultTile, type ResultAction } from './result-tile';
import styles from './results.module.css';

export interface ResultsAreaProps {
  /** The user's Show Failed Tasks setting: failed tasks stay visible only when it is on. */
  showFailedTasks: boolean;
  onAction: (action: ResultAction, item: CompletedItem) => void;
  onToggleFavorite: (item: CompletedItem) => void;
}

/**
 * The workshop's right side (spec part 2 §2): a large preview of the chosen result above the strip of every
 * result, newest first, placeholders included. Progress is announced politely by the rings themselves.
 */
export function ResultsArea({ showFailedTasks, onAction, onToggleFavorite }: ResultsAreaProps) {
  const { t } = useTranslation();
  const { items } = useActiveTasks();
  const tracker = useTaskTracker();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const visible = items.filter((item) => showFailedTasks || item.status !== 'failed');
  const completed = visible.filter((item): item is CompletedItem & ResultItem => item.status === 'completed');
  const selected = completed.find((item) => item.id === selectedId) ?? completed[0];

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
      {selected && <MediaPreview item={selected} />}
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
              onDismiss={(dismissed) => tracker.dismiss(dismissed.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
