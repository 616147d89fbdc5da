import { useTranslation } from '@/lib/i18n';
import { NameDialog } from './name-dialog';

export interface RenameDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Titles the dialog Rename Project or Rename Asset (spec part 2 §2). */
  itemType: 'project' | 'asset';
  currentName: string;
  /** Resolve to close; reject to stay open. Not called for an empty or unchanged name. */
  onRename: (name: string) => Promise<unknown>;
}

/** Rename (spec part 2 §2, §4): New Name prefilled; an unchanged name closes with no call; 'Saving...' while saving. */
export function RenameDialog({ isOpen, onOpenChange, itemType, currentName, onRename }: RenameDialogProps) {
  const { t } = useTranslation();
  return (
    <NameDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(itemType === 'project' ? 'projects.rename.titleProject' : 'projects.rename.titleAsset')}
      label={t('projects.rename.name')}
      initialName={currentName}
      unchangedName={currentName}
      cancelLabel={t('projects.rename.cancel')}
      submitLabel={t('projects.rename.submit')}
      pendingLabel={t('projects.rename.pending')}
      onSubmit={onRename}
    />
  );
}
