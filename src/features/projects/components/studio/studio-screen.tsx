import { lazy, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { DeferredOverlay, LoadError, Spinner, VirtualGrid, VirtualGridSkeleton } from '@/design-system';
import { workshopActions, type MediaRecord, type MediaViewerRequest, type WorkshopAction } from '@/domain/generation';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import type { DialogRequest } from '../../state/dialog-request';
import { entryItem } from '../../state/project-items';
import { useGridSelection } from '@/lib/grid-selection';
import { useDebouncedValue } from '@/lib/hooks';
import { useStudioContent, type StudioEntry } from '../../state/use-studio-content';
import type { AssetAction } from './studio-asset-menu';
import { StudioBreadcrumbs } from './studio-breadcrumbs';
import { StudioEntryView } from './studio-entry';
import { StudioProjectActions } from './studio-project-actions';
import { StudioEmpty } from './studio-empty';
import { StudioSelectionBar } from './studio-selection-bar';
import { StudioToolbar } from './studio-toolbar';
import { useStudioDrag } from './use-studio-drag';
import { useStudioMove } from './use-studio-move';
import { useStudioPaging } from './use-studio-paging';
import styles from './studio.module.css';

// The dialogs and the details sheet load with the action that opens them, not with the screen.
const ProjectDialogs = lazy(async () => ({ default: (await import('../dialogs/project-dialogs')).ProjectDialogs }));
const ProjectDetailsSheet = lazy(async () => ({ default: (await import('./project-details-sheet')).ProjectDetailsSheet }));

const SEARCH_DEBOUNCE_MS = 500;

const isWorkshopAction = (action: AssetAction): action is WorkshopAction => workshopActions.some((known) => known === action);
const LIST_ROW_HEIGHT = 56;

export interface StudioScreenProps {
  /** The open project; none at the root (/studio). */
  projectId?: string | null;
  /** Opens a project (null: the root); the app navigates to /studio/{id}. */
  onOpenProject: (projectId: string | null) => void;
  /** The details viewer a creation opens in, walking the creations listed; the app supplies it. */
  renderViewer?: (request: MediaViewerRequest) => ReactNode;
  /** Gives a creation to the workshop from its menu (Remix, Upscale...); the app supplies it. */
  onMediaAction?: (action: WorkshopAction, media: MediaRecord) => void;
  /** 'Open as a Workshop': the project is already active; the app goes to /workshop/default. */
  onOpenWorkshop: () => void;
}

/**
 * My Studio (spec part 2 §2): the breadcrumb, search (a deep search of creations plus a local match of project
 * names), grid or list, new project, the details sheet, 'Open as a Workshop', the selection and drag and drop of
 * entries into a project or to the root. The entries are virtualised like the gallery's.
 */
export function StudioScreen({ projectId = null, onOpenProject, renderViewer, onMediaAction, onOpenWorkshop }: StudioScreenProps) {
  const { t } = useTranslation();
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const content = useStudioContent(projectId, search, teamId);
  const isSearching = search.trim() !== '';
  const canEdit = content.project === null || content.project.permission_level !== 'viewer';

  const order = useMemo(() => content.entries.map((entry) => entry.id), [content.entries]);
  const media = useMemo(() => content.entries.flatMap((entry) => (entry.kind === 'media' ? [entry.media] : [])), [content.entries]);
  const { viewer, loadMoreOnce } = useStudioPaging(content, media);

  // A plain press while nothing is selected opens a project, or a creation in the details viewer.
  const { selection, isSelecting, clear, press, toggle, dragStart, onBoxSelect, modifierProps } = useGridSelection({
    order,
    onOpen: (index) => {
      const entry = content.entries[index];
      if (entry?.kind === 'project') onOpenProject(entry.id);
      else if (entry && renderViewer) viewer.open(media.indexOf(entry.media));
    },
  });
  const selectedItems = () => content.entries.filter((entry) => selection.ids.has(entry.id)).map(entryItem);
  const moveTo = useStudioMove(content.entries, teamId, clear);
  const drag = useStudioDrag(moveTo);
  const handleAssetAction = (entry: StudioEntry, action: AssetAction) => {
    if (isWorkshopAction(action)) return entry.kind === 'media' ? onMediaAction?.(action, entry.media) : undefined;
    const item = entryItem(entry);
    if (action === 'move' || action === 'delete') return setRequest({ kind: action, items: [item] });
    const previousName = entry.kind === 'media' ? (entry.media.name ?? null) : null;
    setRequest({ kind: 'renameAsset', asset: { id: item.id, name: item.name, previousName } });
  };

  const title = content.project?.project_name ?? t('studio.title');
  return (
    <section className={styles.studio} aria-labelledby="studio-title" {...modifierProps}>
      <header className={styles.header}>
        <StudioBreadcrumbs
          path={content.path}
          current={projectId === null ? null : (content.project?.project_name ?? '')}
          dropTargetId={drag.dropTarget}
          onDragOverTarget={drag.over}
          onDropOn={drag.drop}
          onDragLeave={drag.leave}
        />
        <div className={styles.titleRow}>
          <h1 id="studio-title" className={styles.title} dir="auto">
            {isSearching ? t('studio.searchResults', { query: search.trim() }) : title}
          </h1>
          {content.project ? (
            <StudioProjectActions
              project={content.project}
              onOpenWorkshop={onOpenWorkshop}
              onRequest={setRequest}
              onDetails={() => setDetailsOpen(true)}
            />
          ) : null}
        </div>
        <StudioToolbar
          searchInput={searchInput}
          onSearchChange={(value) => {
            setSearchInput(value);
            clear();
          }}
          layout={layout}
          onLayoutChange={setLayout}
          canCreate={canEdit}
          onCreate={() => setRequest({ kind: 'create', parentId: projectId })}
        />
      </header>
      {isSelecting ? (
        <StudioSelectionBar
          count={selection.ids.size}
          canEdit={canEdit}
          onClear={clear}
          onMove={() => setRequest({ kind: 'move', items: selectedItems() })}
          onDelete={() => setRequest({ kind: 'delete', items: selectedItems() })}
        />
      ) : null}
      {drag.isDragging && projectId !== null ? <p className={styles.dragHint}>{t('studio.dropToRoot')}</p> : null}
      {content.isPending ? (
        <VirtualGridSkeleton count={10} aria-label={t('studio.loading')} />
      ) : content.isError ? (
        <LoadError
          className={styles.loadError}
          message={t(isSearching ? 'studio.searchFailed' : 'studio.loadFailed')}
          onRetry={content.retry}
          isRetrying={content.isRetrying}
        />
      ) : content.entries.length === 0 ? (
        <StudioEmpty
          title={isSearching ? t('studio.noResults', { query: search.trim() }) : t(projectId ? 'studio.empty' : 'studio.rootEmpty')}
          hint={isSearching ? undefined : t(projectId ? 'studio.emptyHint' : 'studio.rootEmptyHint')}
        />
      ) : (
        <VirtualGrid
          key={layout}
          className={styles.grid}
          items={content.entries}
          itemKey={(entry) => `${entry.kind}:${entry.id}`}
          label={t('studio.creations')}
          onBoxSelect={onBoxSelect}
          listRowHeight={layout === 'list' ? LIST_ROW_HEIGHT : undefined}
          hasMore={content.hasMore && !content.isMoreError}
          onLoadMore={loadMoreOnce}
          footer={
            content.isMoreError ? (
              <LoadError
                className={styles.loadError}
                message={t('studio.loadMoreFailed')}
                onRetry={content.loadMore}
                isRetrying={content.isFetchingMore}
              />
            ) : content.isFetchingMore ? (
              <div className={styles.more} role="status" aria-label={t('studio.loadingMore')}>
                <Spinner size="sm" />
              </div>
            ) : null
          }
          renderItem={(entry, index) => (
            <StudioEntryView
              entry={entry}
              layout={layout}
              isSelecting={isSelecting}
              isSelected={selection.ids.has(entry.id)}
              isDropTarget={drag.dropTarget === entry.id}
              canDrag={canEdit && !isSearching}
              onPress={() => press(index)}
              onToggle={() => toggle(index)}
              onDragStart={(event) => drag.start(dragStart(index), event)}
              onDragEnd={drag.end}
              onAssetAction={entry.kind === 'media' ? (action) => handleAssetAction(entry, action) : undefined}
              hasTools={onMediaAction !== undefined}
              canEdit={canEdit}
              {...(entry.kind === 'project'
                ? {
                    onDragOver: (event) => drag.over(entry.id, event),
                    onDragLeave: drag.leave,
                    onDrop: (event) => drag.drop(entry.id, event),
                  }
                : {})}
            />
          )}
        />
      )}
      <DeferredOverlay isOpen={request !== null}>
        <ProjectDialogs
          request={request}
          onClose={() => setRequest(null)}
          teamId={teamId}
          onRemoved={(ids) => {
            clear();
            if (projectId && ids.includes(projectId)) onOpenProject(content.project?.parent_id ?? null);
          }}
        />
      </DeferredOverlay>
      <DeferredOverlay isOpen={isDetailsOpen}>
        <ProjectDetailsSheet project={isDetailsOpen ? content.project : null} onClose={() => setDetailsOpen(false)} />
      </DeferredOverlay>
      {viewer.request && renderViewer?.(viewer.request)}
    </section>
  );
}
