import { useQuery } from '@tanstack/react-query';
import { Plus, RotateCw } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { Button, IconButton, Skeleton } from '@/design-system';
import { buildProjectTree, projectsQueryOptions, type ProjectNode } from '@/domain/projects';
import { activeTeamId, setActiveProject, workspaceStore } from '@/domain/workspace';
import { preloadable } from '@/lib/lazy';
import type { DialogRequest } from '../../state/dialog-request';
import styles from './project-sidebar.module.css';

export interface ProjectSidebarProps {
  /** The side panel's collapsed mode: thumbnails only (spec part 2 §2). @default false */
  isCollapsed?: boolean;
}

/**
 * The tree's items (their thumbnails, menus and drop targets) are not needed before the projects arrive: their code
 * loads beside the projects' request instead of with every signed-in screen's first load.
 */
const ProjectSidebarItem = preloadable(async () => (await import('./project-sidebar-item')).ProjectSidebarItem);

/** The dialogs load with the first action that opens one. */
const ProjectDialogs = lazy(async () => ({ default: (await import('../dialogs/project-dialogs')).ProjectDialogs }));

type GroupKey = 'groupMine' | 'groupTeam' | 'groupShared';

const groupOf = (node: ProjectNode): GroupKey =>
  node.project.permission_level !== 'owner' || node.project.is_shared_project
    ? 'groupShared'
    : node.project.project_type === 'team'
      ? 'groupTeam'
      : 'groupMine';

/** Top projects under the spec's group titles: the user's own, the team's, then those shared with them. */
function groupRoots(roots: readonly ProjectNode[]): Array<{ key: GroupKey; nodes: ProjectNode[] }> {
  const order: GroupKey[] = ['groupMine', 'groupTeam', 'groupShared'];
  return order.map((key) => ({ key, nodes: roots.filter((node) => groupOf(node) === key) })).filter((group) => group.nodes.length > 0);
}

/**
 * The project tree under the shell's menu (spec part 2 §2): 'New Project', the workspace's projects nested and
 * newest change first under group titles, each with its thumbnail or type icon, item count and menu. Pressing a
 * project makes it the active one, which the workshop generates into (kept in storage, cleared on a workspace
 * switch by the workspace store).
 */
export function ProjectSidebar({ isCollapsed = false }: ProjectSidebarProps) {
  const { t } = useTranslation();
  const workspace = useSnapshot(workspaceStore);
  const teamId = activeTeamId(workspace);
  const projects = useQuery(projectsQueryOptions(teamId));
  const groups = useMemo(() => groupRoots(buildProjectTree(projects.data ?? [])), [projects.data]);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  // Once loaded the dialogs stay mounted, so a closing dialog plays its exit animation.
  const [hasRequested, setHasRequested] = useState(false);
  if (request && !hasRequested) setHasRequested(true);
  const [foldedIds, setFoldedIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => void ProjectSidebarItem.preload(), []);

  const loadingSkeletons = (
    <div role="status" aria-busy="true" aria-label={t('projects.sidebar.label')} className={styles.skeletons}>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} shape="rect" height="2.25rem" />
      ))}
    </div>
  );
  const toggleFold = (projectId: string) =>
    setFoldedIds((folded) => {
      const next = new Set(folded);
      if (next.has(projectId)) next.delete(projectId);
      else next.add(projectId);
      return next;
    });

  return (
    <section className={styles.sidebar} aria-label={t('projects.sidebar.label')} data-collapsed={isCollapsed || undefined}>
      {isCollapsed ? (
        <IconButton
          aria-label={t('projects.sidebar.newProject')}
          hasTooltip
          tooltipPlacement="end"
          className={styles.newCollapsed}
          onPress={() => setRequest({ kind: 'create', parentId: null })}
        >
          <Plus />
        </IconButton>
      ) : (
        <Button size="sm" variant="secondary" isFullWidth onPress={() => setRequest({ kind: 'create', parentId: null })}>
          <Plus size={16} aria-hidden="true" />
          {t('projects.sidebar.newProject')}
        </Button>
      )}
      <div className={styles.scroller}>
        {projects.isPending ? (
          loadingSkeletons
        ) : projects.isError ? (
          <div role="alert" className={styles.message}>
            {isCollapsed ? null : <p>{t('projects.sidebar.loadError')}</p>}
            <IconButton size="sm" aria-label={t('projects.sidebar.retry')} hasTooltip onPress={() => void projects.refetch()}>
              <RotateCw />
            </IconButton>
          </div>
        ) : groups.length === 0 ? (
          isCollapsed ? null : (
            <div className={styles.message}>
              <p className={styles.emptyTitle}>{t('projects.sidebar.empty')}</p>
              <p>{t('projects.sidebar.emptyHint')}</p>
            </div>
          )
        ) : (
          <Suspense fallback={loadingSkeletons}>
            {groups.map((group) => (
              <div key={group.key} className={styles.group} role="group" aria-labelledby={`project-group-${group.key}`}>
                <h2 id={`project-group-${group.key}`} className={isCollapsed ? 'visually-hidden' : styles.groupTitle}>
                  {t(`projects.sidebar.${group.key}`)}
                </h2>
                <ul className={styles.tree}>
                  {group.nodes.map((node) => (
                    <ProjectSidebarItem
                      key={node.project.id}
                      node={node}
                      isCollapsed={isCollapsed}
                      activeProjectId={workspace.activeProject}
                      foldedIds={foldedIds}
                      onToggleFold={toggleFold}
                      onActivate={(projectId) => setActiveProject(projectId)}
                      onRequest={setRequest}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </Suspense>
        )}
      </div>
      {hasRequested && (
        <Suspense fallback={null}>
          <ProjectDialogs
            request={request}
            onClose={() => setRequest(null)}
            teamId={teamId}
            onRemoved={(ids) => {
              if (workspace.activeProject && ids.includes(workspace.activeProject)) setActiveProject(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
