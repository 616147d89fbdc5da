import { useTranslation } from '@/lib/i18n';
import { Button, LoadError, MediaTile } from '@/design-system';
import type { AssetItem } from '../../state/asset-items';
import styles from './asset-library.module.css';

/** One tab's list as the library shows it, whichever call it came from. */
export interface AssetList {
  items: readonly AssetItem[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface AssetGridProps {
  list: AssetList;
  /** What to say when there is nothing, e.g. 'No uploads yet.' */
  emptyMessage: string;
  onPick: (asset: AssetItem) => void;
}

/** Skeletons of a first page's first rows, shaped like the tiles that arrive. */
const skeletonCount = 10;

/** The pictures of one tab (spec part 2 §2 asset library): skeletons, 'Could not load assets.', empty, or tiles to pick. */
export function AssetGrid({ list, emptyMessage, onPick }: AssetGridProps) {
  const { t, i18n } = useTranslation();
  if (list.isPending) {
    return (
      <div className={styles.grid} role="status" aria-busy="true" aria-label={t('media.assetLibrary.loading')}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <MediaTile key={index} isLoading />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <LoadError message={t('media.assetLibrary.loadFailed')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }
  if (list.items.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <ul className={styles.grid} aria-label={t('media.assetLibrary.pictures')}>
        {list.items.map((asset) => (
          <li key={asset.id} className={styles.cell}>
            <MediaTile
              src={asset.thumbnailUrl}
              label={
                asset.prompt ??
                t('media.assetLibrary.uploadedOn', { date: asset.creationDate ? date.format(new Date(asset.creationDate)) : '' })
              }
              onPress={() => onPick(asset)}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <Button className={styles.more} onPress={() => void list.fetchNextPage()} isPending={list.isFetchingNextPage}>
          {t('media.assetLibrary.loadMore')}
        </Button>
      )}
    </>
  );
}
