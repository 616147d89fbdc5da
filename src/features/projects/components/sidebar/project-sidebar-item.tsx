import { ChevronDown, ChevronRight, MoreHorizontal } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { DeferredMenuTrigger, IconButton, Tooltip, TooltipTrigger } from '@/design-system';
import type { ProjectNode } from '@/domain/projects';
import { preloadable } from '@/lib/lazy';
import type { DialogRequest } from '../../state/dialog-request';
import { projectItem } from '../../state/project-items';
import { itemActions, type ItemAction } from '../../state/item-actions';
import { ProjectThumbnail } from './project-thumbnail';
import styles from './project-sidebar.module.css';

const ProjectItemMenu = preloadable(async () => (await import('./project-item-menu')).ProjectItemMenu);

export interface ProjectSidebarItemProps {
  node: ProjectNode;
  isCollapsed: boolean;
  activeProjectId: string | null;
  /** Projects whose sub-projects are hidden. */
  foldedIds: ReadonlySet<string>;
  onToggleFold: (projectId: string) => void;
  onActivate: (projectId: string) => void;
  onRequest: (request: DialogRequest) => void;
}

/** One project of the tree with its sub-projects: press makes it the active project the workshop generates into. */
export function ProjectSidebarItem(props: ProjectSidebarItemProps) {
  const { node, isCollapsed, activeProjectId, foldedIds, onToggleFold, onActivate, onRequest } = props;
  const { t } = useTranslation();
  const { project } = node;
  const hasChildren = node.children.length > 0;
  const isFolded = foldedIds.has(project.id);
  const isActive = project.id === activeProjectId;
  const countLabel = t('projects.sidebar.itemCount', { count: project.item_count });

  const handleAction = (action: ItemAction) => {
    if (action === 'rename') onRequest({ kind: 'rename', project });
    if (action === 'share') onRequest({ kind: 'share', project });
    if (action === 'move') onRequest({ kind: 'move', items: [projectItem(node)] });
    if (action === 'delete') onRequest({ kind: 'delete', items: [projectItem(node)] });
    if (action === 'leave') onRequest({ kind: 'leave', project });
  };

  const main = (
    <AriaButton
      className={styles.main}
      aria-pressed={isActive}
      aria-label={isCollapsed ? `${project.project_name}, ${countLabel}` : undefined}
      onPress={() => onActivate(project.id)}
    >
      <ProjectThumbnail project={project} />
      {isCollapsed ? null : (
        <>
          <span className={styles.name} title={project.project_name} dir="auto">
            {project.project_name}
          </span>
          <span className={styles.count} aria-label={countLabel}>
            {project.item_count}
          </span>
        </>
      )}
    </AriaButton>
  );

  return (
    <li className={styles.item}>
      <div
        className={styles.row}
        data-active={isActive || undefined}
        style={{ paddingInlineStart: isCollapsed ? 0 : `calc(${node.depth} * var(--space-3))` }}
      >
        {isCollapsed ? null : hasChildren ? (
          <AriaButton
            className={styles.fold}
            aria-expanded={!isFolded}
            aria-label={t(isFolded ? 'projects.sidebar.expand' : 'projects.sidebar.collapse', { name: project.project_name })}
            onPress={() => onToggleFold(project.id)}
          >
            {isFolded ? <ChevronRight aria-hidden="true" data-directional /> : <ChevronDown aria-hidden="true" />}
          </AriaButton>
        ) : (
          <span className={styles.foldSpace} />
        )}
        {isCollapsed ? (
          <TooltipTrigger delay={300}>
            {main}
            <Tooltip placement="end">
              <span dir="auto">{project.project_name}</span>
            </Tooltip>
          </TooltipTrigger>
        ) : (
          main
        )}
        {isCollapsed ? null : (
          <DeferredMenuTrigger
            menu={<ProjectItemMenu projectId={project.id} actions={itemActions(project)} onAction={handleAction} />}
            preload={ProjectItemMenu.preload}
          >
            <IconButton size="sm" className={styles.more} aria-label={t('projects.sidebar.actions', { name: project.project_name })}>
              <MoreHorizontal />
            </IconButton>
          </DeferredMenuTrigger>
        )}
      </div>
      {hasChildren && !isFolded && !isCollapsed ? (
        <ul className={styles.children}>
          {node.children.map((child) => (
            <ProjectSidebarItem key={child.project.id} {...props} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
