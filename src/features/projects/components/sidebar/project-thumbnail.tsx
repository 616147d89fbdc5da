import { CircleAlert, Folder, Users, UsersRound } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import type { Project } from '@contract/browser';
import styles from './project-sidebar.module.css';

/**
 * A project's picture in the sidebar (spec part 2 §2): its latest thumbnail, else an icon of its type — shared,
 * team or default — or an error icon when the project reports an error and has no thumbnail.
 */
export function ProjectThumbnail({ project }: { project: Project }) {
  const { t } = useTranslation();
  if (project.latest_thumbnail_url) {
    return <img className={styles.thumbnail} src={project.latest_thumbnail_url} alt="" loading="lazy" decoding="async" />;
  }
  if (project.error_message) {
    return (
      <span
        className={styles.thumbnail}
        data-kind="error"
        role="img"
        aria-label={t('projects.sidebar.typeError', { message: project.error_message })}
      >
        <CircleAlert aria-hidden="true" />
      </span>
    );
  }
  const [Icon, label] =
    project.project_type === 'team'
      ? [UsersRound, t('projects.sidebar.typeTeam')]
      : project.is_shared_project || project.project_type === 'shared'
        ? [Users, t('projects.sidebar.typeShared')]
        : [Folder, t('projects.sidebar.typeDefault')];
  return (
    <span className={styles.thumbnail} role="img" aria-label={label}>
      <Icon aria-hidden="true" />
    </span>
  );
}
