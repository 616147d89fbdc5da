import { useMutation } from '@tanstack/react-query';
import { Download, Info, MoreHorizontal, Wand2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button, DeferredMenuTrigger, IconButton, ProgressBar, toast } from '@/design-system';
import { getProjectContent, type Project } from '@contract/browser';
import { useMediaDownloads } from '@/domain/generation';
import { api } from '@/domain/session';
import { setActiveProject } from '@/domain/workspace';
import { preloadable } from '@/lib/lazy';
import type { DialogRequest } from '../../state/dialog-request';
import { itemActions, type ItemAction } from '../../state/item-actions';
import styles from './studio.module.css';

/** The sidebar's project menu, whose code loads when the pointer or focus reaches its button. */
const ProjectItemMenu = preloadable(async () => (await import('../sidebar/project-item-menu')).ProjectItemMenu);

export interface StudioProjectActionsProps {
  project: Project;
  onOpenWorkshop: () => void;
  onRequest: (request: DialogRequest) => void;
  onDetails: () => void;
}

const readPage = (projectId: string, cursor: string | undefined, signal?: AbortSignal) =>
  api(getProjectContent, { params: { id: projectId }, query: { per_page: 200, ...(cursor ? { cursor } : {}) } }, { signal });

/**
 * The open project's actions: 'Open as a Workshop' (makes it the active project, spec part 2 §2), its download as
 * a zip read recursively, the details sheet, and the same menu as the sidebar's.
 */
export function StudioProjectActions({ project, onOpenWorkshop, onRequest, onDetails }: StudioProjectActionsProps) {
  const { t } = useTranslation();
  const downloads = useMediaDownloads();
  // The project and its sub-projects, read page by page inside the download, so progress shows from the first
  // page and a second press while it runs is ignored.
  const zip = useMutation({
    mutationFn: async () => {
      const report = await downloads.downloadProject(project.id, project.project_name, readPage);
      if (report?.kind === 'failed') toast.error(t(report.messageKey));
    },
  });
  const menu = itemActions(project).filter((action) => action !== 'open');
  const handleAction = (action: ItemAction) => {
    if (action === 'rename' || action === 'share' || action === 'leave') onRequest({ kind: action, project });
    const item = { id: project.id, type: 'project' as const, name: project.project_name };
    if (action === 'move') onRequest({ kind: 'move', items: [item] });
    if (action === 'delete') onRequest({ kind: 'delete', items: [item] });
  };
  return (
    <div className={styles.projectActions}>
      <Button
        size="sm"
        variant="primary"
        onPress={() => {
          setActiveProject(project.id);
          onOpenWorkshop();
        }}
      >
        <Wand2 size={16} aria-hidden="true" />
        {t('studio.openAsWorkshop')}
      </Button>
      <Button size="sm" onPress={() => zip.mutate()} isPending={zip.isPending}>
        <Download size={16} aria-hidden="true" />
        {t('studio.download')}
      </Button>
      {downloads.progress !== null ? (
        <ProgressBar aria-label={t('studio.download')} value={Math.round(downloads.progress * 100)} className={styles.zipProgress} />
      ) : null}
      <IconButton size="sm" aria-label={t('studio.details')} hasTooltip onPress={onDetails}>
        <Info />
      </IconButton>
      <DeferredMenuTrigger
        menu={<ProjectItemMenu projectId={project.id} actions={menu} onAction={handleAction} />}
        preload={ProjectItemMenu.preload}
      >
        <IconButton size="sm" aria-label={t('projects.sidebar.actions', { name: project.project_name })}>
          <MoreHorizontal />
        </IconButton>
      </DeferredMenuTrigger>
    </div>
  );
}
