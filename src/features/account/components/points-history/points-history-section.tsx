import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LoadError, Skeleton } from '@/design-system';
import { pointsHistoryQueryOptions, pointsHistoryPageSize } from '../../api/queries';
import { InlineNotice } from '../inline-notice';
import { PaginationControls } from './pagination-controls';
import { PointsHistoryList } from './points-history-list';

/** The points ledger, a page at a time (spec part 1 §2; 'Failed to load points history.' from §8). */
export function PointsHistorySection({ onOpenCreation }: { onOpenCreation?: ((mediaId: string) => void) | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useQuery(pointsHistoryQueryOptions(page));

  if (history.isPending) {
    return (
      <div aria-busy="true" aria-label={t('account.pointsHistory.loading')} role="status">
        <Skeleton lines={pointsHistoryPageSize / 2} />
      </div>
    );
  }
  if (history.isError) {
    return (
      <LoadError message={t('account.pointsHistory.loadFailed')} onRetry={() => void history.refetch()} isRetrying={history.isFetching} />
    );
  }
  const { history: entries, pagination } = history.data;
  if (entries.length === 0) {
    return (
      <InlineNotice tone="info" isLive={false}>
        <p>{t('account.pointsHistory.empty')}</p>
      </InlineNotice>
    );
  }
  return (
    <>
      <PointsHistoryList entries={entries} isUpdating={history.isPlaceholderData} onOpenCreation={onOpenCreation} />
      {pagination.total_pages > 1 && (
        <PaginationControls
          page={page}
          totalPages={pagination.total_pages}
          onPageChange={setPage}
          label={t('account.pointsHistory.pages')}
          isPending={history.isPlaceholderData}
        />
      )}
    </>
  );
}
