import { SlidersHorizontal } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, DeferredDialogTrigger, DeferredSelect, SearchField, Switch, Segment, SegmentedControl } from '@/design-system';
import type { ProjectNode } from '@/domain/projects';
import { dateRangeLabels, type DateRange } from '../state/date-range';
import { activeGenerationFilters, noGenerationFilters, type GenerationFilterValues } from '../state/generation-filter-values';
import { DateRangeSelect, GalleryGenerationFilters, ProjectSelect } from './gallery-lazy';
import styles from './gallery.module.css';

export interface GalleryFilterValues {
  search: string;
  mediaType: 'all' | 'image' | 'video';
  isFavoritesOnly: boolean;
  dateRange: DateRange;
  /** 'all', 'unassigned' or a project id. */
  project: string;
  /** What made the creations (the Filters popover). */
  generation: GenerationFilterValues;
}

export const initialFilters: GalleryFilterValues = {
  search: '',
  mediaType: 'all',
  isFavoritesOnly: false,
  dateRange: 'any',
  project: 'all',
  generation: noGenerationFilters,
};

/**
 * The gallery's filters (spec part 2 §2): search, type, favorites, date range and project, and Filters by what
 * made a creation (negative prompt, seed, template, model, size, shared projects). Memoised: the screen
 * renders again as the grid's pages arrive, and the filters need not. The two selects' lists load with the press
 * that opens them.
 */
export const GalleryFilters = memo(function GalleryFilters({
  values,
  onChange,
  projects,
  teamId,
}: {
  values: GalleryFilterValues;
  onChange: (values: GalleryFilterValues) => void;
  projects: readonly ProjectNode[];
  /** The active workspace: a team's id, or null for the personal one. */
  teamId: string | null;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<GalleryFilterValues>) => onChange({ ...values, ...change });
  const activeCount = activeGenerationFilters(values.generation).length;
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
      <DeferredDialogTrigger
        dialog={<GalleryGenerationFilters values={values.generation} onChange={(generation) => set({ generation })} teamId={teamId} />}
        preload={GalleryGenerationFilters.preload}
      >
        <Button>
          <SlidersHorizontal aria-hidden="true" />
          {activeCount > 0 ? t('galleryFilters.buttonCount', { number: activeCount }) : t('galleryFilters.button')}
        </Button>
      </DeferredDialogTrigger>
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
