import { useTranslation } from '@/lib/i18n';
import { Dialog, SideSheet } from '@/design-system';
import type { Project } from '@contract/browser';
import styles from './studio.module.css';

export interface ProjectDetailsSheetProps {
  project: Project | null;
  onClose: () => void;
}

/** The studio's details sheet (spec part 2 §2): what the open project is, who owns it and what the user may do. */
export function ProjectDetailsSheet({ project, onClose }: ProjectDetailsSheetProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const role = { owner: 'studio.roleOwner', editor: 'studio.roleEditor', viewer: 'studio.roleViewer' } as const;
  const type = {
    default: 'projects.sidebar.typeDefault',
    shared: 'projects.sidebar.typeShared',
    team: 'projects.sidebar.typeTeam',
  } as const;
  return (
    <SideSheet isOpen={project !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog title={t('studio.details')}>
        {project ? (
          <dl className={styles.details}>
            <dt>{t('studio.name')}</dt>
            <dd dir="auto">{project.project_name}</dd>
            <dt>{t('studio.items')}</dt>
            <dd>{project.item_count}</dd>
            <dt>{t('studio.type')}</dt>
            <dd>{t(type[project.is_shared_project ? 'shared' : project.project_type])}</dd>
            <dt>{t('studio.owner')}</dt>
            <dd dir="auto">{project.owner_name}</dd>
            <dt>{t('studio.permission')}</dt>
            <dd>{t(role[project.permission_level])}</dd>
            <dt>{t('studio.updated')}</dt>
            <dd>{date.format(new Date(project.updated_at))}</dd>
            <dt>{t('studio.created')}</dt>
            <dd>{date.format(new Date(project.created_at))}</dd>
          </dl>
        ) : null}
      </Dialog>
    </SideSheet>
  );
}
