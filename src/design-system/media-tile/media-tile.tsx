import { Video } from 'lucide-react';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useHover } from 'react-aria';
import { Button as RACButton } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { Checkbox } from '../checkbox';
import { Skeleton } from '../skeleton';
import { cx } from '../utils';
import styles from './media-tile.module.css';
import { TileMedia } from './tile-media';

export interface MediaTileProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Address of the image, or of the video when mediaType is 'video'; none for a placeholder. */
  src?: string;
  /** An image, or a video that plays muted, looping and inline (still when motion is reduced). @default 'image' */
  mediaType?: 'image' | 'video';
  /** A still for a video, shown until it plays and when motion is reduced. */
  poster?: string;
  /** What the media shows, for screen readers; '' when the title or label already says it. @default '' */
  alt?: string;
  /** Shape as a CSS aspect-ratio, fixed so nothing moves while the media loads. @default '1 / 1' */
  aspectRatio?: CSSProperties['aspectRatio'];
  /** Text on the scrim at the bottom: a template's name, a prompt; laid out in its own direction (`dir="auto"`). */
  title?: ReactNode;
  /** Badges in the top start corner (top left; top right in Arabic), after the selection checkbox. */
  startBadges?: ReactNode;
  /** Badges in the top end corner (top right; top left in Arabic). */
  endBadges?: ReactNode;
  /** The item is a video shown by a still: a video badge leads the end corner's badges. @default false */
  isVideo?: boolean;
  /** Buttons at the bottom end, shown on hover and keyboard focus, and always on touch screens. */
  actions?: ReactNode;
  /** Content over the middle of the tile: a progress ring while generating, an error with a retry. */
  children?: ReactNode;
  /** A skeleton in the tile's shape while the item itself is loading. @default false */
  isLoading?: boolean;
  /** Opens the item (the details viewer, a template); the tile then is a button named by `label`. */
  onPress?: () => void;
  /** Accessible name of the tile's button, e.g. the prompt or the template's name. */
  label?: string;
  /** Show a selection checkbox in the top start corner. @default false */
  isSelectable?: boolean;
  /** Selected: the checkbox is ticked and an accent ring surrounds the tile. @default false */
  isSelected?: boolean;
  /** Called when the checkbox is toggled. */
  onSelectionChange?: (isSelected: boolean) => void;
  /** Accessible name of the checkbox. @default 'Select' (translated) */
  selectionLabel?: string;
}

/**
 * The card of an image or video (a result, a template, a gallery item): the media fills it, text sits on a
 * subtle scrim at the bottom, badges in the top corners (mirrored in Arabic). A skeleton shows while it loads and
 * an icon if the media is broken. Actions appear on hover or focus, and stay visible on touch screens.
 */
export function MediaTile({
  src,
  mediaType = 'image',
  poster,
  alt = '',
  aspectRatio = '1 / 1',
  title,
  startBadges,
  endBadges,
  isVideo = false,
  actions,
  children,
  isLoading = false,
  onPress,
  label,
  isSelectable = false,
  isSelected = false,
  onSelectionChange,
  selectionLabel,
  className,
  style,
  ...props
}: MediaTileProps) {
  const { t } = useTranslation();
  const { hoverProps, isHovered } = useHover({});
  const tileStyle = { aspectRatio, ...style };
  if (isLoading) {
    return (
      <div {...props} aria-busy="true" className={cx(styles.tile, className)} style={tileStyle}>
        <Skeleton shape="rect" className={styles.fill} />
      </div>
    );
  }
  const hasStart = isSelectable || Boolean(startBadges);
  const hasEnd = isVideo || Boolean(endBadges);
  return (
    <div
      {...props}
      {...hoverProps}
      data-hovered={isHovered || undefined}
      data-selected={(isSelectable && isSelected) || undefined}
      data-media-type={mediaType}
      className={cx(styles.tile, className)}
      style={tileStyle}
    >
      {src && <TileMedia src={src} mediaType={mediaType} poster={poster} alt={alt} />}
      {onPress && <RACButton className={styles.open} aria-label={label} onPress={onPress} />}
      {children && (
        <div className={styles.overlay} data-over-media={src ? true : undefined}>
          {children}
        </div>
      )}
      {(hasStart || hasEnd) && (
        <div className={styles.corners}>
          {hasStart && (
            <div className={styles.corner}>
              {isSelectable && (
                <Checkbox
                  className={styles.checkbox}
                  aria-label={selectionLabel ?? t('designSystem.selectItem')}
                  isSelected={isSelected}
                  onChange={onSelectionChange}
                />
              )}
              {startBadges}
            </div>
          )}
          {hasEnd && (
            <div className={cx(styles.corner, styles.end)}>
              {isVideo && <Video size={16} aria-hidden="true" />}
              {endBadges}
            </div>
          )}
        </div>
      )}
      {(title || actions) && (
        <div className={styles.scrim}>
          {/* A prompt or a name keeps its own direction: an English one in Arabic ends, ellipsis and all, on the right. */}
          <div className={styles.title} dir="auto">
            {title}
          </div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
    </div>
  );
}
