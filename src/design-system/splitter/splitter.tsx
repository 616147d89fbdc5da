import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFocusRing, useHover, useMove, useNumberFormatter } from 'react-aria';
import { useLocale } from 'react-aria-components';
import { useTranslation } from '@/lib/i18n/runtime';
import { cx } from '../utils';
import { clampFirstPane, clampShare, shareRange, type PaneBounds } from './pane-bounds';
import styles from './splitter.module.css';

export interface SplitterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The two panes, first then second; side by side the first sits at the inline start (the right in Arabic). */
  children: [ReactNode, ReactNode];
  /** 'horizontal' puts the panes side by side (desktop), 'vertical' stacks them (phones). @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** The first pane's share of the container, 0 to 1, when the caller holds it (controlled). */
  size?: number;
  /** The first pane's share to start with, and to return to on a double click of the separator. @default 0.5 */
  defaultSize?: number;
  /** Called with the new share (0 to 1) as the separator moves. */
  onSizeChange?: (size: number) => void;
  /** Called with the final share when a drag or key press ends: the moment to persist it. */
  onSizeChangeEnd?: (size: number) => void;
  /** Smallest length of each pane in px, first then second. @default [0, 0] */
  minSizes?: readonly [number, number];
  /** Share of the container one arrow key press moves the separator. @default 0.02 */
  keyboardStep?: number;
  /** Accessible name of the separator. @default 'Resize panels' (translated) */
  separatorLabel?: string;
}

const lengthOf = (element: Element, isHorizontal: boolean) => {
  const rect = element.getBoundingClientRect();
  return isHorizontal ? rect.width : rect.height;
};

/**
 * Two panes with a separator between them that pointer, touch and keyboard can move (arrow keys, Home, End).
 * React Aria's useMove tracks the drag on the window, so the pointer may leave the thin separator while it
 * drags. The layout is pure CSS (the first pane's basis is a clamped percentage), so nothing shifts before a
 * measurement; measurements only serve the drag and the separator's announced range.
 */
export function Splitter({
  children,
  orientation = 'horizontal',
  size,
  defaultSize = 0.5,
  onSizeChange,
  onSizeChangeEnd,
  minSizes = [0, 0],
  keyboardStep = 0.02,
  separatorLabel,
  className,
  style,
  ...props
}: SplitterProps) {
  const { t } = useTranslation();
  const { direction } = useLocale();
  const formatPercent = useNumberFormatter({ style: 'percent', maximumFractionDigits: 0 });
  const firstId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const separatorRef = useRef<HTMLDivElement>(null);
  const [ownShare, setOwnShare] = useState(defaultSize);
  const [bounds, setBounds] = useState<PaneBounds | null>(null);
  const [isDragging, setDragging] = useState(false);
  const drag = useRef<{ length: number; bounds: PaneBounds; startShare: number; share: number } | null>(null);
  // The share last set, ahead of the render that shows it: key presses may come faster than renders.
  const latestShare = useRef(size ?? defaultSize);

  const isHorizontal = orientation === 'horizontal';
  const share = size ?? ownShare;
  const [minFirst, minSecond] = minSizes;
  // Side by side in a right-to-left page the first pane is on the right: moving left makes it longer.
  const sign = isHorizontal && direction === 'rtl' ? -1 : 1;

  const measure = useCallback((): PaneBounds | null => {
    const root = rootRef.current;
    const separator = separatorRef.current;
    if (!root || !separator) return null;
    return { total: lengthOf(root, isHorizontal), minFirst, minSecond, thickness: lengthOf(separator, isHorizontal) };
  }, [isHorizontal, minFirst, minSecond]);

  // The announced range follows the container's size, from the observer's first report on: measured at once, the
  // layout of everything that mounted with the splitter was forced inside the commit (45 ms of the workshop's first
  // render at a 4x slower CPU), and the state set then made React run the commit's effects in the same long task.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const update = () => setBounds(measure());
    const observer = new ResizeObserver(update);
    observer.observe(root);
    return () => observer.disconnect();
  }, [measure]);

  useLayoutEffect(() => {
    latestShare.current = share;
  }, [share]);

  const commit = (next: number) => {
    latestShare.current = next;
    setOwnShare(next);
    onSizeChange?.(next);
  };

  const { moveProps } = useMove({
    onMoveStart(event) {
      const current = measure();
      if (!current) return;
      const start = clampShare(latestShare.current, current);
      drag.current = { length: start * current.total, bounds: current, startShare: start, share: start };
      if (event.pointerType !== 'keyboard') setDragging(true);
    },
    onMove(event) {
      const state = drag.current;
      if (!state || state.bounds.total <= 0) return;
      const delta = isHorizontal ? event.deltaX : event.deltaY;
      const step = event.pointerType === 'keyboard' ? keyboardStep * state.bounds.total : 1;
      // The unclamped length keeps following the pointer past a limit, so the separator waits for it to return.
      state.length += sign * delta * step;
      const next = clampFirstPane(state.length, state.bounds) / state.bounds.total;
      if (next === state.share) return;
      state.share = next;
      commit(next);
    },
    onMoveEnd() {
      setDragging(false);
      // An arrow across the axis (Up beside panes side by side) or a drag held at a limit changed nothing.
      if (drag.current && drag.current.share !== drag.current.startShare) onSizeChangeEnd?.(drag.current.share);
      drag.current = null;
    },
  });

  const jumpTo = (next: number) => {
    commit(next);
    onSizeChangeEnd?.(next);
  };
  // useMove handles the arrow keys; Home and End jump to the limits.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = measure();
    if (!current || (event.key !== 'Home' && event.key !== 'End')) return moveProps.onKeyDown?.(event);
    event.preventDefault();
    const range = shareRange(current);
    jumpTo(event.key === 'Home' ? range.min : range.max);
  };
  const handleDoubleClick = () => {
    const current = measure();
    jumpTo(current ? clampShare(defaultSize, current) : defaultSize);
  };

  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = bounds ? shareRange(bounds) : { min: 0, max: 1 };
  const shown = bounds ? clampShare(share, bounds) : share;

  const basis = `clamp(${minFirst}px, ${share * 100}%, calc(100% - ${minSecond}px - var(--splitter-thickness)))`;
  return (
    <div
      {...props}
      ref={rootRef}
      data-orientation={orientation}
      data-dragging={isDragging || undefined}
      className={cx(styles.splitter, className)}
      style={style}
    >
      <div id={firstId} className={styles.pane} style={{ flexBasis: basis }}>
        {children[0]}
      </div>
      <div
        {...moveProps}
        {...hoverProps}
        {...focusProps}
        onKeyDown={handleKeyDown}
        onDoubleClick={handleDoubleClick}
        ref={separatorRef}
        role="separator"
        tabIndex={0}
        aria-orientation={isHorizontal ? 'vertical' : 'horizontal'}
        aria-controls={firstId}
        aria-label={separatorLabel ?? t('designSystem.resizePanels')}
        aria-valuemin={Math.round(range.min * 100)}
        aria-valuemax={Math.round(range.max * 100)}
        aria-valuenow={Math.round(shown * 100)}
        aria-valuetext={formatPercent.format(shown)}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-dragging={isDragging || undefined}
        className={styles.separator}
      >
        <span className={styles.grip} aria-hidden="true" />
      </div>
      <div className={cx(styles.pane, styles.second)}>{children[1]}</div>
    </div>
  );
}
