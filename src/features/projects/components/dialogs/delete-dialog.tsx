import { useTranslation } from '@/lib/i18n';
import { AlertDialog } from '@/design-system';
import type { ProjectItem } from '../../state/project-items';

export interface DeleteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  items: readonly ProjectItem[];
  /** Resolve to close; reject to stay open (the caller reports 'Error deleting items: …'). */
  onDelete: () => Promise<unknown>;
}

/**
 * The delete confirmation (spec part 2 §2). It says what happens to a project's creations: they are kept,
 * unassigned, by their makers (the server's rule, `contract/projects.ts` deleteProjectItems).
 */
export function DeleteDialog({ isOpen, onOpenChange, items, onDelete }: DeleteDialogProps) {
  const { t } = useTranslation();
  const [only] = items;
  const isOne = items.length === 1 && only !== undefined;
  const title = !isOne
    ? t('projects.delete.titleMany', { count: items.length })
    : only.type === 'project'
      ? t('projects.delete.titleProject', { name: only.name })
      : t('projects.delete.titleAsset');
  const text = !isOne
    ? t('projects.delete.textMany')
    : only.type === 'project'
      ? t('projects.delete.textProject')
      : t('projects.delete.textAsset');
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={title}
      confirmLabel={t('projects.delete.confirm')}
      cancelLabel={t('projects.create.cancel')}
      onConfirm={onDelete}
    >
      {text}
    </AlertDialog>
  );
}
