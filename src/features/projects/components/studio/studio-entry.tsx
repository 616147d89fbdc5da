import { Folder, Star, Users } from 'lucide-react';
import type { DragEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n';
import { Checkbox, MediaTile } from '@/design-system';
import { mediaLabel, tilePicture } from '@/domain/generation';
import type { StudioEntry } from '../../state/use-studio-content';
import { StudioAssetMenu, type AssetAction } from './studio-asset-menu';
import styles from './studio.module.css';

export interface StudioEntryProps {
  entry: StudioEntry;
  layout: 'grid' | 'list';
  isSelecting: boolean;
  isSelected: boolean;
  /** A project tile that the dragged entries would move into now. */
  isDropTarget: boolean;
  canDrag: boolean;
  onPress: () => void;
  onToggle: () => void;
  onDragStart: (event: DragEvent) => void;
  onDragEnd: () => void;
  /** Only projects take drops. */
  onDragOver?: (event: DragEvent) => void;
  onDragLeave?: () => void;
  onDrop?: (event: DragEvent) => void;
  /** A creation's menu: its tools when `hasTools`, Rename, Move and Delete when `canEdit`; none without either. */
  onAssetAction?: (action: AssetAction) => void;
  hasTools?: boolean;
  canEdit?: boolean;
}

const nameOf = (entry: StudioEntry) => (entry.kind === 'project' ? entry.project.project_name : mediaLabel(entry.media));

/** One project (a folder that opens, and takes drops) or creation of My Studio, as a tile or a row. */
export function StudioEntryView(props: StudioEntryProps) {
  const { entry, layout, isSelecting, isSelected, isDropTarget, canDrag, onPress, onToggle } = props;
  const { t } = useTranslation();
  const name = nameOf(entry);
  const dragProps = {
    draggable: canDrag,
    onDragStart: props.onDragStart,
    onDragEnd: props.onDragEnd,
    onDragOver: props.onDragOver,
    onDragLeave: props.onDragLeave,
    onDrop: props.onDrop,
    'data-drop-target': isDropTarget || undefined,
  };
  const pressLabel = entry.kind === 'project' ? t('studio.open', { name }) : name;
  const { onAssetAction, hasTools = false, canEdit = false } = props;
  const assetMenu =
    entry.kind === 'media' && onAssetAction && (hasTools || canEdit) ? (
      <StudioAssetMenu name={name} mediaType={entry.media.type} hasTools={hasTools} canEdit={canEdit} onAction={onAssetAction} />
    ) : undefined;

  if (layout === 'list') {
    return (
      <div {...dragProps} className={styles.row} data-selected={isSelected || undefined}>
        <Checkbox className={styles.rowCheck} aria-label={t('studio.select', { name })} isSelected={isSelected} onChange={onToggle} />
        <EntryPicture entry={entry} />
        <AriaButton className={styles.rowOpen} onPress={onPress}>
          <span className={styles.rowName} dir="auto">
            {name}
          </span>
          <span className={styles.rowMeta}>
            {entry.kind === 'project'
              ? `${t('studio.kindProject')} · ${t('projects.sidebar.itemCount', { count: entry.project.item_count })}`
              : t(entry.media.type === 'video' ? 'studio.kindVideo' : 'studio.kindImage')}
          </span>
        </AriaButton>
        {assetMenu}
      </div>
    );
  }

  if (entry.kind === 'project') {
    const { project } = entry;
    return (
      <MediaTile
        {...dragProps}
        className={styles.folder}
        src={project.latest_thumbnail_url ?? undefined}
        label={pressLabel}
        title={project.project_name}
        startBadges={<Folder size={16} aria-hidden="true" />}
        endBadges={<span className={styles.count}>{project.item_count}</span>}
        isSelectable={isSelecting}
        isSelected={isSelected}
        selectionLabel={t('studio.select', { name })}
        onSelectionChange={onToggle}
        onPress={onPress}
      >
        {project.latest_thumbnail_url ? null : project.is_shared_project ? (
          <Users size={40} aria-hidden="true" />
        ) : (
          <Folder size={40} aria-hidden="true" />
        )}
      </MediaTile>
    );
  }
  const { media } = entry;
  return (
    <MediaTile
      {...dragProps}
      {...tilePicture(media)}
      label={name}
      title={name}
      endBadges={media.is_favorite ? <Star size={16} aria-hidden="true" fill="currentColor" /> : undefined}
      actions={assetMenu}
      isSelectable={isSelecting}
      isSelected={isSelected}
      selectionLabel={t('studio.select', { name })}
      onSelectionChange={onToggle}
      onPress={onPress}
    />
  );
}

function EntryPicture({ entry }: { entry: StudioEntry }) {
  const src =
    entry.kind === 'project'
      ? entry.project.latest_thumbnail_url
      : (entry.media.thumbnail_url ?? (entry.media.type === 'image' ? entry.media.generated_url : null));
  if (src) return <img className={styles.rowPicture} src={src} alt="" loading="lazy" decoding="async" />;
  return (
    <span className={styles.rowPicture} aria-hidden="true">
      <Folder size={18} />
    </span>
  );
}
