import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DeferredSelect, SearchField, Switch, Segment, SegmentedControl } from '../../../design-system';
import type { ProjectNode } from '../../../domain/projects';
import { dateRangeLabels, type DateRange } from '../state/date-range';
import { DateRangeSelect, ProjectSelect } from './gallery-lazy';
import styles from './gallery.module.css';

export interface GalleryFilterValues {
  search: string;
  mediaType: 'all' | 'image' | 'video';
  isFavoritesOnly: boolean;
  dateRange: DateRange;
  /** 'all', 'unassigned' or a project id. */
  project: string;
}

export const initialFilters: GalleryFilterValues = {
  search: '',
  mediaType: 'all',
  isFavoritesOnly: false,
  dateRange: 'any',
  project: 'all',
};

/**
 * The gallery's filters (spec part 2 §2): search, type, favorites, date range and project. Memoised: the screen
 * renders again as the grid's pages arrive, and the filters need not. The two selects' lists load with the press
 * that opens them.
 */
export const GalleryFilters = memo(function GalleryFilters({
  values,
  onChange,
  projects,
}: {
  values: GalleryFilterValues;
  onChange: (values: GalleryFilterValues) => void;
  projects: readonly ProjectNode[];
}) {
  const { t } = useTranslation();
  const set = (change: Partial<GalleryFilterValues>) => onChange({ ...values, ...change });
  const projectItems = [
    { id: 'all', name: t('galleryScreen.projectAll') },
    { id: 'unassigned', name: t('galleryScreen.projectUnassigned') },
    ...projects.map((node) => ({ id: node.project.id, name: `${'\u2003'.repeat(node.depth)}${node.project.project_name}` })),
  ];
  return (
    <div className={styles.filters}>
      <SearchField
        className={styles.search}
        label={t('galleryScreen.search')}
        placeholder={t('galleryScreen.searchPlaceholder')}
        value={values.search}
        onChange={(search) => set({ search })}
      />
      <div className={styles.inlineControl}>
        <SegmentedControl
          aria-label={t('galleryScreen.type')}
          size="sm"
          value={values.mediaType}
          onChange={(next) => set({ mediaType: next as GalleryFilterValues['mediaType'] })}
        >
          <Segment value="all">{t('galleryScreen.typeAll')}</Segment>
          <Segment value="image">{t('galleryScreen.typeImages')}</Segment>
          <Segment value="video">{t('galleryScreen.typeVideos')}</Segment>
        </SegmentedControl>
      </div>
      <div className={styles.inlineControl}>
        <Switch isSelected={values.isFavoritesOnly} onChange={(isFavoritesOnly) => set({ isFavoritesOnly })}>
          {t('galleryScreen.favorites')}
        </Switch>
      </div>
      <DeferredSelect
        className={styles.select}
        hasMessageRow={false}
        label={t('galleryScreen.dateRange')}
        valueText={t(dateRangeLabels[values.dateRange])}
        onPreload={DateRangeSelect.preload}
      >
        {(control) => <DateRangeSelect {...control} value={values.dateRange} onChange={(dateRange) => set({ dateRange })} />}
      </DeferredSelect>
      <DeferredSelect
        className={styles.select}
        hasMessageRow={false}
        label={t('galleryScreen.project')}
        valueText={projectItems.find((item) => item.id === values.project)?.name ?? ''}
        onPreload={ProjectSelect.preload}
      >
        {(control) => <ProjectSelect {...control} items={projectItems} value={values.project} onChange={(project) => set({ project })} />}
      </DeferredSelect>
    </div>
  );
});
