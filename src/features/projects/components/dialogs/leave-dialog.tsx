import { useTranslation } from '@/lib/i18n';
import { AlertDialog } from '@/design-system';

export interface LeaveDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  projectName: string;
  /** Resolve to close; reject to stay open. */
  onLeave: () => Promise<unknown>;
}

/** 'Leave Project', which non-owners of a shared project see instead of Delete (spec part 2 §2). */
export function LeaveDialog({ isOpen, onOpenChange, projectName, onLeave }: LeaveDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant="destructive"
      title={t('projects.leave.title', { name: projectName })}
      confirmLabel={t('projects.leave.confirm')}
      cancelLabel={t('projects.create.cancel')}
      onConfirm={onLeave}
    >
      {t('projects.leave.text')}
    </AlertDialog>
  );
}
