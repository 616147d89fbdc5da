import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RotateCw, Star } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { Button, MediaTile, Skeleton, StateMessage, toast, VirtualGrid, VirtualGridSkeleton } from '@/design-system';
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
} from '@/domain/generation';
import { buildProjectTree, flattenProjectTree, projectsQueryOptions } from '@/domain/projects';
import { activeTeamId, workspaceStore } from '@/domain/workspace';
import { useGridSelection } from '@/lib/grid-selection';
import { isInDateRange } from '../state/date-range';
import { useGalleryHistory } from '../state/use-gallery-history';
import { failureToast, useGalleryMutations } from '../state/use-gallery-mutations';
import { GalleryActiveFilters } from './gallery-active-filters';
import { GalleryFilters, initialFilters, type GalleryFilterValues } from './gallery-filters';
import { GalleryItemMenu, type GalleryMenuRequest } from './gallery-item-menu';
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
  const workspace = useSnapshot(workspaceStore);
  const teamId = activeTeamId(workspace);
  const [values, setValues] = useState(initialFilters);
  // When a date range was chosen: ranges count back from then, so a list does not shift while it is read.
  const [now, setNow] = useState(() => new Date());
  const [menu, setMenu] = useState<GalleryMenuRequest | null>(null);

  const history = useGalleryHistory(values, teamId);
  const projects = useQuery(projectsQueryOptions(teamId));
  const tree = useMemo(() => flattenProjectTree(buildProjectTree(projects.data ?? [])), [projects.data]);
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

  // A shift range may reach pages never loaded (a jump): they load before it selects. A context menu acts on the
  // selection when it opens on a selected creation, else on that creation alone.
  const { selection, isSelecting, clear, press, toggle, menuProps, onBoxSelect, modifierProps } = useGridSelection({
    order,
    onOpen: (index) => {
      if (renderViewer) viewer.open(index);
    },
    loadRange,
    onLoadRangeFailed: failureToast(t, 'galleryScreen.selectFailed'),
    onMenu: (ids, point) => setMenu({ point, ids }),
  });
  const mutations = useGalleryMutations(teamId, clear);

  const changeFilters = useCallback(
    (next: GalleryFilterValues) => {
      if (next.dateRange !== values.dateRange) setNow(new Date());
      setValues(next);
      clear();
    },
    [values.dateRange, setNow, setValues, clear],
  );

  const changeGeneration = useCallback(
    (generation: GalleryFilterValues['generation']) => changeFilters({ ...values, generation }),
    [changeFilters, values],
  );

  const selectedIds = [...selection.ids];
  const downloadSelected = async () => {
    const chosen = items.filter((item): item is MediaRecord => item !== undefined && selection.ids.has(item.id));
    const text = downloadReportText(await downloads.download(chosen.map((media) => downloadItemOf(media))), t);
    if (text) toast.error(text);
  };
  // The selection's handlers keep their identity, so a tile's rendering changes only with the selection: a scroll
  // that brings a row in, or a page that arrives, renders the new cells alone, not every tile on screen.
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
        onSelectionChange={() => toggle(index)}
        onPress={() => press(index)}
        {...menuProps(index)}
      />
    ),
    [isSelecting, selectedSet, toggle, press, menuProps],
  );

  const title = teamId ? t('galleryScreen.titleTeam') : t('galleryScreen.title');
  return (
    <section className={styles.gallery} aria-labelledby="gallery-title" {...modifierProps}>
      <header className={styles.header}>
        <h1 id="gallery-title" className={styles.title}>
          {title}
        </h1>
        <GalleryFilters values={values} onChange={changeFilters} projects={tree} teamId={teamId} />
        <GalleryActiveFilters values={values.generation} onChange={changeGeneration} teamId={teamId} />
      </header>
      {isSelecting ? (
        <GallerySelectionBar
          count={selection.ids.size}
          projects={tree}
          isBusy={mutations.isBusy}
          onClear={clear}
          onDownload={() => void downloadSelected()}
          downloadProgress={downloads.progress}
          onMove={(projectId) => mutations.moveItems(selectedIds, projectId)}
          onDelete={() => mutations.deleteItems(selectedIds)}
        />
      ) : null}
      {history.isPending ? (
        <VirtualGridSkeleton count={SKELETONS} aria-label={t('galleryScreen.loading')} />
      ) : history.isError ? (
        <StateMessage
          role="alert"
          tone="danger"
          icon={<CircleAlert size={24} aria-hidden="true" />}
          title={t('galleryScreen.errorTitle')}
          description={t('galleryScreen.errorText')}
        >
          <Button size="sm" onPress={history.refetch} isPending={history.isFetching}>
            <RotateCw size={16} aria-hidden="true" />
            {t('galleryScreen.retry')}
          </Button>
        </StateMessage>
      ) : items.length === 0 ? (
        <StateMessage title={t('galleryScreen.empty')} description={t('galleryScreen.emptyHint')} />
      ) : (
        <VirtualGrid
          className={styles.grid}
          items={items}
          itemKey={(item) => item.id}
          label={t('galleryScreen.grid')}
          onBoxSelect={onBoxSelect}
          onRangeChange={history.setRange}
          renderPlaceholder={() => <Skeleton shape="rect" height="100%" />}
          renderItem={renderItem}
        />
      )}
      <GalleryItemMenu
        menu={menu}
        onClose={() => setMenu(null)}
        projects={tree}
        teamId={teamId}
        items={items}
        onMediaAction={onMediaAction}
        onMove={mutations.moveItems}
        onDelete={mutations.deleteItems}
      />
      {viewer.request && renderViewer?.(viewer.request)}
    </section>
  );
}
