import { useTranslation } from '@/lib/i18n';
import { Select, SelectItem, type DeferredSelectControl } from '@/design-system';
import { dateRangeLabels, dateRanges, type DateRange } from '../state/date-range';
import styles from './gallery.module.css';

export interface DateRangeSelectProps extends DeferredSelectControl {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** The gallery's date range filter; its list loads with the press that opens it (GalleryFilters' DeferredSelect). */
export function DateRangeSelect({ value, onChange, ...control }: DateRangeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...control}
      className={styles.select}
      hasMessageRow={false}
      label={t('galleryScreen.dateRange')}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key as DateRange)}
    >
      {dateRanges.map((range) => (
        <SelectItem key={range} id={range}>
          {t(dateRangeLabels[range])}
        </SelectItem>
      ))}
    </Select>
  );
}

export interface ProjectSelectProps extends DeferredSelectControl {
  /** The choices: 'all', 'unassigned' and the projects, with their shown names. */
  items: readonly { id: string; name: string }[];
  value: string;
  onChange: (project: string) => void;
}

/** The gallery's project filter; its list loads with the press that opens it (GalleryFilters' DeferredSelect). */
export function ProjectSelect({ items, value, onChange, ...control }: ProjectSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...control}
      className={styles.select}
      hasMessageRow={false}
      isUserText
      label={t('galleryScreen.project')}
      items={items}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
    >
      {(item) => <SelectItem textValue={item.name.trim()}>{item.name}</SelectItem>}
    </Select>
  );
}
