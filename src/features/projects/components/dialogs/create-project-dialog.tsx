import { useTranslation } from '@/lib/i18n';
import { NameDialog } from './name-dialog';

export interface CreateProjectDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve to close; reject to stay open (the caller reports 'Error: …'). */
  onCreate: (name: string) => Promise<unknown>;
}

/** Create New Project (spec part 2 §2): one Project Name field, Cancel and Create Project ('Creating...'). */
export function CreateProjectDialog({ isOpen, onOpenChange, onCreate }: CreateProjectDialogProps) {
  const { t } = useTranslation();
  return (
    <NameDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('projects.create.title')}
      subtitle={t('projects.create.subtitle')}
      label={t('projects.create.name')}
      placeholder={t('projects.create.placeholder')}
      cancelLabel={t('projects.create.cancel')}
      submitLabel={t('projects.create.submit')}
      pendingLabel={t('projects.create.pending')}
      onSubmit={onCreate}
    />
  );
}
