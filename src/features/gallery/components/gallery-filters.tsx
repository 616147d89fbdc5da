import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField, Select, SelectItem, Switch, ToggleButton, ToggleButtonGroup } from '../../../design-system';
import type { ProjectNode } from '../../../domain/projects';
import type { DateRange } from '../state/date-range';
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

const dateLabels = {
  any: 'galleryScreen.dateAny',
  today: 'galleryScreen.dateToday',
  last7: 'galleryScreen.date7',
  last30: 'galleryScreen.date30',
} as const;

/**
 * The gallery's filters (spec part 2 §2): search, type, favorites, date range and project. Memoised: the screen
 * renders again as the grid's pages arrive, and the filters need not.
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
        <ToggleButtonGroup
          aria-label={t('galleryScreen.type')}
          size="sm"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[values.mediaType]}
          onSelectionChange={(keys) => set({ mediaType: ([...keys][0] as GalleryFilterValues['mediaType']) ?? 'all' })}
        >
          <ToggleButton id="all">{t('galleryScreen.typeAll')}</ToggleButton>
          <ToggleButton id="image">{t('galleryScreen.typeImages')}</ToggleButton>
          <ToggleButton id="video">{t('galleryScreen.typeVideos')}</ToggleButton>
        </ToggleButtonGroup>
      </div>
      <div className={styles.inlineControl}>
        <Switch isSelected={values.isFavoritesOnly} onChange={(isFavoritesOnly) => set({ isFavoritesOnly })}>
          {t('galleryScreen.favorites')}
        </Switch>
      </div>
      <Select
        className={styles.select}
        hasMessageRow={false}
        label={t('galleryScreen.dateRange')}
        selectedKey={values.dateRange}
        onSelectionChange={(key) => set({ dateRange: key as DateRange })}
      >
        {(Object.keys(dateLabels) as DateRange[]).map((range) => (
          <SelectItem key={range} id={range}>
            {t(dateLabels[range])}
          </SelectItem>
        ))}
      </Select>
      <Select
        className={styles.select}
        hasMessageRow={false}
        label={t('galleryScreen.project')}
        items={projectItems}
        selectedKey={values.project}
        onSelectionChange={(key) => set({ project: String(key) })}
      >
        {(item) => <SelectItem textValue={item.name.trim()}>{item.name}</SelectItem>}
      </Select>
    </div>
  );
});
