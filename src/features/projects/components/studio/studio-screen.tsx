import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FolderInput, FolderPlus, LayoutGrid, List, Trash2 } from 'lucide-react';
import { lazy, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../../../lib/i18n';
import {
  Button,
  DeferredOverlay,
  LoadError,
  SearchField,
  Skeleton,
  Spinner,
  toast,
  Segment,
  SegmentedControl,
  SelectionToolbar,
  VirtualGrid,
} from '../../../../design-system';
import {
  mediaLabel,
  useListViewer,
  workshopActions,
  type MediaRecord,
  type MediaViewerRequest,
  type WorkshopAction,
} from '../../../../domain/generation';
import { moveItemsMutationOptions } from '../../../../domain/projects';
import { activeTeamId, workspaceStore } from '../../../../domain/workspace';
import { isApiError } from '../../../../lib/api';
import { selectionWithBox } from '../../../../lib/grid-selection/box-selection';
import type { DialogRequest } from '../../state/dialog-request';
import type { ProjectItem } from '../../state/project-items';
import { clickSelection, emptySelection, type IdSelection } from '../../../../lib/grid-selection/id-selection';
import { draggedIds } from '../../state/studio-selection';
import { useDebouncedValue } from '../../../../lib/hooks';
import { useStudioContent, type StudioEntry } from '../../state/use-studio-content';
import type { AssetAction } from './studio-asset-menu';
import { StudioBreadcrumbs } from './studio-breadcrumbs';
import { StudioEntryView } from './studio-entry';
import { StudioProjectActions } from './studio-project-actions';
import { StudioEmpty } from './studio-empty';
import { useStudioDrag } from './use-studio-drag';
import styles from './studio.module.css';

// The dialogs and the details sheet load with the action that opens them, not with the screen.
const ProjectDialogs = lazy(async () => ({ default: (await import('../dialogs/project-dialogs')).ProjectDialogs }));
const ProjectDetailsSheet = lazy(async () => ({ default: (await import('./project-details-sheet')).ProjectDetailsSheet }));

const SEARCH_DEBOUNCE_MS = 500;
/** How near the end of the creations listed the details viewer asks for the next page. */
const viewerLookAhead = 3;

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

const toItem = (entry: StudioEntry): ProjectItem =>
  entry.kind === 'project'
    ? { id: entry.id, type: 'project', name: entry.project.project_name }
    : { id: entry.id, type: 'asset', name: mediaLabel(entry.media) };

/**
 * My Studio (spec part 2 §2): the breadcrumb, search (a deep search of creations plus a local match of project
 * names), grid or list, new project, the details sheet, 'Open as a Workshop', the selection and drag and drop of
 * entries into a project or to the root. The entries are virtualised like the gallery's.
 */
export function StudioScreen({ projectId = null, onOpenProject, renderViewer, onMediaAction, onOpenWorkshop }: StudioScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const teamId = activeTeamId(useSnapshot(workspaceStore));
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [selection, setSelection] = useState<IdSelection>(emptySelection);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const modifiers = useRef({ isToggle: false, isRange: false });
  // The selection a drag box adds to: what was selected as it started when shift, ctrl or meta was held.
  const boxBase = useRef<IdSelection>(emptySelection);
  const content = useStudioContent(projectId, search, teamId);
  const move = useMutation(moveItemsMutationOptions({ queryClient, teamId }));
  const isSearching = search.trim() !== '';
  const canEdit = content.project === null || content.project.permission_level !== 'viewer';

  const order = useMemo(() => content.entries.map((entry) => entry.id), [content.entries]);
  const media = useMemo(() => content.entries.flatMap((entry) => (entry.kind === 'media' ? [entry.media] : [])), [content.entries]);
  const selectedItems = () => content.entries.filter((entry) => selection.ids.has(entry.id)).map(toItem);

  const moveTo = (targetId: string | null, ids: string[]) => {
    const items = content.entries.filter((entry) => ids.includes(entry.id)).map(toItem);
    move.mutate(
      {
        targetProjectId: targetId,
        projectIds: items.filter((i) => i.type === 'project').map((i) => i.id),
        contentIds: items.filter((i) => i.type === 'asset').map((i) => i.id),
      },
      {
        onSuccess: () => {
          setSelection(emptySelection);
          toast.success(t('studio.moved', { count: items.length }));
        },
        onError: (error) => toast.error(t('projects.move.failed', { message: isApiError(error) ? (error.body?.message ?? '') : '' })),
      },
    );
  };
  const drag = useStudioDrag(moveTo);
  const handleAssetAction = (entry: StudioEntry, action: AssetAction) => {
    if (isWorkshopAction(action)) return entry.kind === 'media' ? onMediaAction?.(action, entry.media) : undefined;
    const item = toItem(entry);
    if (action === 'move' || action === 'delete') return setRequest({ kind: action, items: [item] });
    const previousName = entry.kind === 'media' ? (entry.media.name ?? null) : null;
    setRequest({ kind: 'renameAsset', asset: { id: item.id, name: item.name, previousName } });
  };

  const press = (entry: StudioEntry, index: number) => {
    const next = clickSelection(selection, order, index, modifiers.current);
    if (next) return setSelection(next);
    if (entry.kind === 'project') return onOpenProject(entry.id);
    if (renderViewer) viewer.open(media.indexOf(entry.media));
  };
  const toggle = (index: number) => {
    const next = clickSelection(selection, order, index, { isToggle: true, isRange: false });
    if (next) setSelection(next);
  };
  const { loadMore, hasMore, isFetchingMore } = content;
  const loadMoreOnce = useCallback(() => {
    if (hasMore && !isFetchingMore) loadMore();
  }, [hasMore, isFetchingMore, loadMore]);
  // The viewer walks the creations listed; a few before the last it asks for the next page, so stepping on
  // rarely waits, and stepping past the last waits for that page.
  const needNear = useCallback(
    (index: number) => {
      if (index >= media.length - viewerLookAhead) loadMoreOnce();
    },
    [media.length, loadMoreOnce],
  );
  const viewer = useListViewer({ items: media, hasMore: hasMore && !content.isMoreError, onNeed: needNear });

  const title = content.project?.project_name ?? t('studio.title');
  return (
    <section
      className={styles.studio}
      aria-labelledby="studio-title"
      onPointerDownCapture={(event) => (modifiers.current = { isToggle: event.ctrlKey || event.metaKey, isRange: event.shiftKey })}
      onKeyDownCapture={(event) => (modifiers.current = { isToggle: event.ctrlKey || event.metaKey, isRange: event.shiftKey })}
    >
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
        <div className={styles.toolbar}>
          <SearchField
            className={styles.search}
            aria-label={t('studio.search')}
            placeholder={t('studio.searchPlaceholder')}
            value={searchInput}
            onChange={(value) => {
              setSearchInput(value);
              setSelection(emptySelection);
            }}
          />
          <SegmentedControl
            aria-label={t('studio.view')}
            size="sm"
            value={layout}
            onChange={(next) => setLayout(next === 'list' ? 'list' : 'grid')}
          >
            <Segment value="grid" aria-label={t('studio.grid')}>
              <LayoutGrid size={16} aria-hidden="true" />
            </Segment>
            <Segment value="list" aria-label={t('studio.list')}>
              <List size={16} aria-hidden="true" />
            </Segment>
          </SegmentedControl>
          <Button size="sm" variant="primary" isDisabled={!canEdit} onPress={() => setRequest({ kind: 'create', parentId: projectId })}>
            <FolderPlus size={16} aria-hidden="true" />
            {t('studio.newProject')}
          </Button>
        </div>
      </header>
      {selection.ids.size > 0 ? (
        <SelectionToolbar
          label={t('studio.selected', { count: selection.ids.size })}
          clearLabel={t('studio.clearSelection')}
          onClear={() => setSelection(emptySelection)}
        >
          <Button size="sm" isDisabled={!canEdit} onPress={() => setRequest({ kind: 'move', items: selectedItems() })}>
            <FolderInput size={16} aria-hidden="true" />
            {t('studio.move')}
          </Button>
          <Button size="sm" variant="danger" isDisabled={!canEdit} onPress={() => setRequest({ kind: 'delete', items: selectedItems() })}>
            <Trash2 size={16} aria-hidden="true" />
            {t('studio.delete')}
          </Button>
        </SelectionToolbar>
      ) : null}
      {drag.isDragging && projectId !== null ? <p className={styles.dragHint}>{t('studio.dropToRoot')}</p> : null}
      {content.isPending ? (
        <div className={styles.skeletons} role="status" aria-busy="true" aria-label={t('studio.loading')}>
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} shape="rect" height="auto" style={{ aspectRatio: '1 / 1' }} />
          ))}
        </div>
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
          onBoxSelect={({ indices, isAdding, isFirst }) => {
            if (isFirst) boxBase.current = isAdding ? selection : emptySelection;
            setSelection(selectionWithBox(boxBase.current, order, indices));
          }}
          listRowHeight={layout === 'list' ? LIST_ROW_HEIGHT : undefined}
          hasMore={hasMore && !content.isMoreError}
          onLoadMore={loadMoreOnce}
          footer={
            content.isMoreError ? (
              <LoadError className={styles.loadError} message={t('studio.loadMoreFailed')} onRetry={loadMore} isRetrying={isFetchingMore} />
            ) : isFetchingMore ? (
              <div className={styles.more} role="status" aria-label={t('studio.loadingMore')}>
                <Spinner size="sm" />
              </div>
            ) : null
          }
          renderItem={(entry, index) => (
            <StudioEntryView
              entry={entry}
              layout={layout}
              isSelecting={selection.ids.size > 0}
              isSelected={selection.ids.has(entry.id)}
              isDropTarget={drag.dropTarget === entry.id}
              canDrag={canEdit && !isSearching}
              onPress={() => press(entry, index)}
              onToggle={() => toggle(index)}
              onDragStart={(event) => {
                if (!selection.ids.has(entry.id)) setSelection({ ids: new Set([entry.id]), anchor: index });
                drag.start(draggedIds(selection, entry.id), event);
              }}
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
            setSelection(emptySelection);
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
