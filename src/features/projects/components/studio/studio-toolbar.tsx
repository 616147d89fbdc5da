import { FolderPlus, LayoutGrid, List } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, SearchField, Segment, SegmentedControl } from '@/design-system';
import styles from './studio.module.css';

export interface StudioToolbarProps {
  /** The search as typed (it applies once typing pauses). */
  searchInput: string;
  onSearchChange: (value: string) => void;
  layout: 'grid' | 'list';
  onLayoutChange: (layout: 'grid' | 'list') => void;
  /** A viewer of a shared project cannot add a project to it. */
  canCreate: boolean;
  onCreate: () => void;
}

/** My Studio's search, its grid or list switch, and 'New Project'. */
export function StudioToolbar({ searchInput, onSearchChange, layout, onLayoutChange, canCreate, onCreate }: StudioToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <SearchField
        className={styles.search}
        aria-label={t('studio.search')}
        placeholder={t('studio.searchPlaceholder')}
        value={searchInput}
        onChange={onSearchChange}
      />
      <SegmentedControl
        aria-label={t('studio.view')}
        size="sm"
        value={layout}
        onChange={(next) => onLayoutChange(next === 'list' ? 'list' : 'grid')}
      >
        <Segment value="grid" aria-label={t('studio.grid')}>
          <LayoutGrid size={16} aria-hidden="true" />
        </Segment>
        <Segment value="list" aria-label={t('studio.list')}>
          <List size={16} aria-hidden="true" />
        </Segment>
      </SegmentedControl>
      <Button size="sm" variant="primary" isDisabled={!canCreate} onPress={onCreate}>
        <FolderPlus size={16} aria-hidden="true" />
        {t('studio.newProject')}
      </Button>
    </div>
  );
}
