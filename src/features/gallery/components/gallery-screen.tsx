import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, RotateCw, Star } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../../lib/i18n';
import { Button, DeferredOverlay, MediaTile, Skeleton, toast, VirtualGrid } from '../../../design-system';
import {
  downloadItemOf,
  downloadReportText,
  mediaLabel,
  tilePicture,
  useListViewer,
  useMediaDownloads,
  type MediaRecord,
  type MediaViewerRequest,
  type WorkshopAction,
} from '../../../domain/generation';
import {
  buildProjectTree,
  deleteItemsMutationOptions,
  flattenProjectTree,
  moveItemsMutationOptions,
  projectsQueryOptions,
} from '../../../domain/projects';
import { activeTeamId, workspaceStore } from '../../../domain/workspace';
import { isApiError } from '../../../lib/api';
import { selectionWithBox } from '../../../lib/grid-selection/box-selection';
import { isInDateRange } from '../state/date-range';
import { clickSelection, emptySelection, type IdSelection } from '../../../lib/grid-selection/id-selection';
import { createLongPress } from '../../../lib/hooks';
import { useGalleryHistory } from '../state/use-gallery-history';
import { GalleryActiveFilters } from './gallery-active-filters';
import { GalleryFilters, initialFilters, type GalleryFilterValues } from './gallery-filters';
import { GalleryContextMenu, GalleryDeleteDialog } from './gallery-lazy';
import { GallerySelectionBar } from './gallery-selection-bar';
import styles from './gallery.module.css';

const SKELETONS = 15;

export interface GalleryScreenProps {
  /** The details viewer a creation opens in, walking the gallery's list; the app supplies it. */
  renderViewer?: (request: MediaViewerRequest) => ReactNode;
  /** Gives a creation to the workshop from its context menu (Remix, Upscale...); the app supplies it. */
  onMediaAction?: (action: WorkshopAction, media: MediaRecord) => void;
}

/**
 * The gallery at /gallery (spec part 2 §2): the workspace's creations with filters, an infinite virtualised grid
 * and multi-select by drag box, ctrl or meta click and shift ranges, moved into a project or deleted from the selection
 * bar. A plain click while nothing is selected opens the details viewer.
 */
export function GalleryScreen({ renderViewer, onMediaAction }: GalleryScreenProps = {}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const workspace = useSnapshot(workspaceStore);
  const teamId = activeTeamId(workspace);
  const [values, setValues] = useState(initialFilters);
  const [selection, setSelection] = useState<IdSelection>(emptySelection);
  // When a date range was chosen: ranges count back from then, so a list does not shift while it is read.
  const [now, setNow] = useState(() => new Date());
  const modifiers = useRef({ isToggle: false, isRange: false });
  // The creations a context menu or its delete confirmation acts on, and where the menu opened.
  const [menu, setMenu] = useState<{ point: { x: number; y: number }; ids: string[] } | null>(null);
  const [confirmIds, setConfirmIds] = useState<string[] | null>(null);
  const longPress = useRef<ReturnType<typeof createLongPress> | null>(null);
  // The selection a drag box adds to: what was selected as it started when shift, ctrl or meta was held.
  const boxBase = useRef<IdSelection>(emptySelection);
  const wasLongPress = useRef(false);

  const history = useGalleryHistory(values, teamId);
  const projects = useQuery(projectsQueryOptions(teamId));
  const tree = useMemo(() => flattenProjectTree(buildProjectTree(projects.data ?? [])), [projects.data]);
  const context = { queryClient, teamId };
  const move = useMutation(moveItemsMutationOptions(context));
  const remove = useMutation(deleteItemsMutationOptions(context));
  const downloads = useMediaDownloads();

  // The date range is filtered in the browser (spec part 2 §7). Every range starts at a moment and runs to now, so
  // in a newest-first list its creations come first: the list ends at the first loaded creation outside it.
  const items = useMemo(() => {
    if (values.dateRange === 'any') return history.items;
    const end = history.items.findIndex((media) => media !== undefined && !isInDateRange(media.creation_date ?? '', values.dateRange, now));
    return end < 0 ? history.items : history.items.slice(0, end);
  }, [history.items, values.dateRange, now]);
  // The ids in the grid's order, the same array while only creations change (a favourite): no 10,000-long copy.
  const order = useMemo(
    () => (items.length === history.ids.length ? history.ids : history.ids.slice(0, items.length)),
    [items.length, history.ids],
  );

  const { loadRange } = history;
  // The viewer walks every position of the list; one whose page has not loaded (a jump, the end of what was
  // scrolled) loads with its neighbours as the viewer reaches it.
  const needAround = useCallback(
    (index: number) => {
      const start = Math.max(0, index - 1);
      const end = Math.min(items.length, index + 2);
      if (items.slice(start, end).every((item) => item !== undefined)) return;
      void loadRange(start, end).catch(() => toast.error(t('galleryScreen.errorText')));
    },
    [items, loadRange, t],
  );
  const viewer = useListViewer({ items, hasMore: false, onNeed: needAround });

  const changeFilters = useCallback(
    (next: GalleryFilterValues) => {
      if (next.dateRange !== values.dateRange) setNow(new Date());
      setValues(next);
      setSelection(emptySelection);
    },
    [values.dateRange, setNow, setValues, setSelection],
  );

  const changeGeneration = useCallback(
    (generation: GalleryFilterValues['generation']) => changeFilters({ ...values, generation }),
    [changeFilters, values],
  );

  const select = (index: number) => {
    const clicked = modifiers.current;
    const anchor = selection.anchor;
    if (clicked.isRange && anchor !== null) {
      // A shift range may reach positions whose pages never loaded (a jump): load them, then select.
      void history
        .loadRange(Math.min(anchor, index), Math.max(anchor, index) + 1)
        .then((ids) => setSelection((current) => clickSelection(current, ids, index, clicked) ?? current))
        .catch(failed('galleryScreen.selectFailed'));
      return;
    }
    const next = clickSelection(selection, order, index, clicked);
    if (next) setSelection(next);
    else if (renderViewer) viewer.open(index);
  };
  const selectedIds = [...selection.ids];
  const downloadSelected = async () => {
    const chosen = items.filter((item): item is MediaRecord => item !== undefined && selection.ids.has(item.id));
    const text = downloadReportText(await downloads.download(chosen.map((media) => downloadItemOf(media))), t);
    if (text) toast.error(text);
  };
  const failed = (key: 'galleryScreen.deleteFailed' | 'galleryScreen.moveFailed' | 'galleryScreen.selectFailed') => (error: unknown) =>
    toast.error(t(key, { message: isApiError(error) ? (error.body?.message ?? '') : '' }));
  // A context menu acts on the selection when it opens on a selected creation, else on that creation alone.
  const openMenu = (id: string, point: { x: number; y: number }) => setMenu({ point, ids: selection.ids.has(id) ? selectedIds : [id] });
  // The tiles call the latest handlers through this ref, so a tile's rendering changes only with the selection: a
  // scroll that brings a row in, or a page that arrives, renders the new cells alone, not every tile on screen.
  const actions = useRef({ select, openMenu });
  useEffect(() => {
    actions.current = { select, openMenu };
  });
  const isSelecting = selection.ids.size > 0;
  const selectedSet = selection.ids;
  const renderItem = useCallback(
    (item: MediaRecord, index: number) => (
      <MediaTile
        {...tilePicture(item)}
        label={mediaLabel(item)}
        title={mediaLabel(item)}
        endBadges={item.is_favorite ? <Star size={16} aria-hidden="true" fill="currentColor" /> : undefined}
        isSelectable={isSelecting}
        isSelected={selectedSet.has(item.id)}
        selectionLabel={mediaLabel(item)}
        onSelectionChange={() => {
          modifiers.current = { isToggle: true, isRange: false };
          actions.current.select(index);
        }}
        onPress={() => {
          // The click that ends a long press is not a click.
          if (wasLongPress.current) {
            wasLongPress.current = false;
            return;
          }
          actions.current.select(index);
        }}
        onContextMenu={(event) => {
          event.preventDefault();
          actions.current.openMenu(item.id, { x: event.clientX, y: event.clientY });
        }}
        onPointerDown={(event) => {
          if (event.pointerType !== 'touch') return;
          longPress.current = createLongPress({
            onSelect: () => {
              modifiers.current = { isToggle: true, isRange: false };
              actions.current.select(index);
            },
            onMenu: (point) => actions.current.openMenu(item.id, point),
          });
          longPress.current.start({ x: event.clientX, y: event.clientY });
        }}
        onPointerMove={(event) => longPress.current?.move({ x: event.clientX, y: event.clientY })}
        onPointerUp={() => {
          wasLongPress.current = longPress.current?.end() ?? false;
        }}
        onPointerCancel={() => longPress.current?.end()}
      />
    ),
    [isSelecting, selectedSet],
  );
  const moveItems = (ids: string[], projectId: string | null) =>
    move.mutate(
      { targetProjectId: projectId, projectIds: [], contentIds: ids },
      { onSuccess: () => setSelection(emptySelection), onError: failed('galleryScreen.moveFailed') },
    );

  const title = teamId ? t('galleryScreen.titleTeam') : t('galleryScreen.title');
  return (
    <section
      className={styles.gallery}
      aria-labelledby="gallery-title"
      onPointerDownCapture={(event) => (modifiers.current = { isToggle: event.ctrlKey || event.metaKey, isRange: event.shiftKey })}
      onKeyDownCapture={(event) => (modifiers.current = { isToggle: event.ctrlKey || event.metaKey, isRange: event.shiftKey })}
    >
      <header className={styles.header}>
        <h1 id="gallery-title" className={styles.title}>
          {title}
        </h1>
        <GalleryFilters values={values} onChange={changeFilters} projects={tree} teamId={teamId} />
        <GalleryActiveFilters values={values.generation} onChange={changeGeneration} teamId={teamId} />
      </header>
      {selection.ids.size > 0 ? (
        <GallerySelectionBar
          count={selection.ids.size}
          projects={tree}
          isBusy={move.isPending || remove.isPending}
          onClear={() => setSelection(emptySelection)}
          onDownload={() => void downloadSelected()}
          downloadProgress={downloads.progress}
          onMove={(projectId) => moveItems(selectedIds, projectId)}
          onDelete={() =>
            remove
              .mutateAsync({ projectIds: [], contentIds: selectedIds })
              .then(() => setSelection(emptySelection))
              .catch(failed('galleryScreen.deleteFailed'))
          }
        />
      ) : null}
      {history.isPending ? (
        <div className={styles.skeletons} role="status" aria-busy="true" aria-label={t('galleryScreen.loading')}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <Skeleton key={index} shape="rect" height="auto" style={{ aspectRatio: '1 / 1' }} />
          ))}
        </div>
      ) : history.isError ? (
        <div role="alert" className={styles.error}>
          <CircleAlert size={24} aria-hidden="true" className={styles.errorIcon} />
          <h2 className={styles.errorTitle}>{t('galleryScreen.errorTitle')}</h2>
          <p className={styles.muted}>{t('galleryScreen.errorText')}</p>
          <Button size="sm" onPress={history.refetch} isPending={history.isFetching}>
            <RotateCw size={16} aria-hidden="true" />
            {t('galleryScreen.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.errorTitle}>{t('galleryScreen.empty')}</h2>
          <p className={styles.muted}>{t('galleryScreen.emptyHint')}</p>
        </div>
      ) : (
        <VirtualGrid
          className={styles.grid}
          items={items}
          itemKey={(item) => item.id}
          label={t('galleryScreen.grid')}
          onBoxSelect={({ indices, isAdding, isFirst }) => {
            if (isFirst) boxBase.current = isAdding ? selection : emptySelection;
            setSelection(selectionWithBox(boxBase.current, order, indices));
          }}
          onRangeChange={history.setRange}
          renderPlaceholder={() => <Skeleton shape="rect" height="100%" />}
          renderItem={renderItem}
        />
      )}
      {menu ? (
        <Suspense fallback={null}>
          <GalleryContextMenu
            point={menu.point}
            projects={tree}
            teamId={teamId}
            media={onMediaAction && menu.ids.length === 1 ? items.find((item) => item?.id === menu.ids[0]) : undefined}
            onMediaAction={(action, media) => {
              onMediaAction?.(action, media);
              setMenu(null);
            }}
            onClose={() => setMenu(null)}
            onMove={(projectId) => {
              moveItems(menu.ids, projectId);
              setMenu(null);
            }}
            onDelete={() => {
              setConfirmIds(menu.ids);
              setMenu(null);
            }}
          />
        </Suspense>
      ) : null}
      <DeferredOverlay isOpen={confirmIds !== null}>
        <GalleryDeleteDialog
          count={confirmIds?.length ?? 0}
          isOpen={confirmIds !== null}
          onOpenChange={(isOpen) => !isOpen && setConfirmIds(null)}
          onConfirm={() =>
            remove
              .mutateAsync({ projectIds: [], contentIds: confirmIds ?? [] })
              .then(() => setSelection(emptySelection))
              .catch(failed('galleryScreen.deleteFailed'))
          }
        />
      </DeferredOverlay>
      {viewer.request && renderViewer?.(viewer.request)}
    </section>
  );
}
