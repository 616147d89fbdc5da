import { FolderInput, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, SelectionToolbar } from '@/design-system';

export interface StudioSelectionBarProps {
  count: number;
  /** A viewer of a shared project sees the actions disabled. */
  canEdit: boolean;
  onClear: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** The bar shown while My Studio's entries are selected: Move and Delete, which ask in a dialog first. */
export function StudioSelectionBar({ count, canEdit, onClear, onMove, onDelete }: StudioSelectionBarProps) {
  const { t } = useTranslation();
  return (
    <SelectionToolbar label={t('studio.selected', { count })} clearLabel={t('studio.clearSelection')} onClear={onClear}>
      <Button size="sm" isDisabled={!canEdit} onPress={onMove}>
        <FolderInput size={16} aria-hidden="true" />
        {t('studio.move')}
      </Button>
      <Button size="sm" variant="danger" isDisabled={!canEdit} onPress={onDelete}>
        <Trash2 size={16} aria-hidden="true" />
        {t('studio.delete')}
      </Button>
    </SelectionToolbar>
  );
}
