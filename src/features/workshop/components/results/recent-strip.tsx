import { ArrowRight, ChevronsRight } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Link, LoadError, Skeleton } from '@/design-system';
import type { ResultItem } from '@/domain/generation';
import { paths } from '@/domain/paths';
import type { ResultHandlers } from './result-handlers';
import { ResultTile } from './result-tile';
import { isPastCreation, type RecentCreations } from './use-recent-creations';
import styles from './results.module.css';

/** Tiles shown while the first page of the history loads: about a strip's width. */
const skeletonCount = 6;

/** Loads the next page once the end of the strip scrolls into view; the button stays for keyboards and to retry. */
function LoadMoreTile({ recent }: { recent: RecentCreations }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const { loadMore } = recent;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      root: element.parentElement,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore]);
  return (
    <li ref={ref} className={styles.cell}>
      <Button variant="ghost" className={styles.moreTile} onPress={loadMore} isPending={recent.isLoadingMore}>
        <ChevronsRight size={20} aria-hidden="true" data-directional />
        {t('workshop.results.showMore')}
      </Button>
    </li>
  );
}

export interface RecentStripProps extends ResultHandlers {
  items: readonly ResultItem[];
  /** The result in the large preview. */
  currentId: string | null;
  onSelect: (item: ResultItem) => void;
  onDismiss: (item: ResultItem) => void;
  recent: RecentCreations;
}

/**
 * Recent creations under the preview: this visit's tasks and the workspace's earlier creations, newest first, in
 * a strip that pages on as it scrolls and then leads to the gallery. While the history loads its tiles are
 * skeletons; if it fails, it says so with a way to try again, and this visit's results stay.
 */
export function RecentStrip({ items, currentId, onSelect, onDismiss, recent, ...handlers }: RecentStripProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const hasPast = items.some(isPastCreation);
  return (
    <section className={styles.recent} aria-labelledby={titleId}>
      <div className={styles.recentHeader}>
        <h2 id={titleId} className={styles.recentTitle}>
          {t('workshop.results.recent')}
        </h2>
        {hasPast && (
          <Link href={paths.gallery} variant="standalone" className={styles.seeAll}>
            {t('workshop.results.seeAll')}
            <ArrowRight size={14} aria-hidden="true" data-directional />
          </Link>
        )}
      </div>
      <ul className={styles.strip} aria-label={t('workshop.results.timeline')} aria-busy={recent.isLoading || undefined}>
        {items.map((item, index) => (
          <li
            key={item.id}
            className={styles.cell}
            data-current={item.id === currentId || undefined}
            aria-current={item.id === currentId || undefined}
          >
            <ResultTile item={item} index={index + 1} onSelect={() => onSelect(item)} onDismiss={onDismiss} {...handlers} />
          </li>
        ))}
        {recent.isLoading &&
          Array.from({ length: skeletonCount }, (_, index) => (
            <li key={`skeleton-${index}`} className={styles.cell} aria-hidden="true">
              <Skeleton shape="rect" className={styles.skeletonTile} />
            </li>
          ))}
        {recent.canLoadMore && <LoadMoreTile recent={recent} />}
        {recent.hasMoreInGallery && (
          <li className={styles.cell}>
            <Link href={paths.gallery} className={styles.moreTile}>
              <ArrowRight size={20} aria-hidden="true" data-directional />
              {t('workshop.results.seeAll')}
            </Link>
          </li>
        )}
      </ul>
      {recent.isError && (
        <LoadError
          className={styles.recentError}
          message={t('workshop.results.recentFailed')}
          onRetry={recent.retry}
          isRetrying={recent.isRetrying}
        />
      )}
    </section>
  );
}
