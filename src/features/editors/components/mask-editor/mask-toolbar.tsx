import { Brush, Circle, Eraser, FlipHorizontal2, Maximize, Redo2, Square, Trash2, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { IconButton, Slider, Segment, SegmentedControl } from '@/design-system';
import { brushSizes, type MaskStore, type MaskTool } from '../../mask/mask-store';
import styles from '../shared/editor-frame.module.css';

export interface MaskToolbarProps {
  store: MaskStore;
  onZoom: (factor: number) => void;
  onFit: () => void;
}

const tools = [
  ['brush', Brush],
  ['eraser', Eraser],
  ['rect', Square],
  ['ellipse', Circle],
] as const;

/** Tools, brush size, history and view controls of the inpaint editor. */
export function MaskToolbar({ store, onZoom, onFit }: MaskToolbarProps) {
  const { t } = useTranslation();
  const { tool, brushSize, history } = useSnapshot(store.state);
  const isBrush = tool === 'brush' || tool === 'eraser';
  return (
    <div className={styles.toolbar}>
      <SegmentedControl aria-label={t('editors.mask.tools')} size="sm" value={tool} onChange={(next) => store.setTool(next as MaskTool)}>
        {tools.map(([id, Icon]) => (
          <Segment key={id} value={id} aria-label={t(`editors.mask.${id}`)}>
            <Icon size={16} aria-hidden="true" />
          </Segment>
        ))}
      </SegmentedControl>
      <Slider
        label={t('editors.mask.brushSize')}
        minValue={brushSizes.min}
        maxValue={brushSizes.max}
        value={brushSize}
        onChange={(value) => store.setBrushSize(value)}
        isDisabled={!isBrush}
        style={{ inlineSize: 160 }}
      />
      <div className={styles.group}>
        <IconButton aria-label={t('editors.undo')} hasTooltip isDisabled={history.past.length === 0} onPress={store.undo}>
          <Undo2 />
        </IconButton>
        <IconButton aria-label={t('editors.redo')} hasTooltip isDisabled={history.future.length === 0} onPress={store.redo}>
          <Redo2 />
        </IconButton>
        <IconButton aria-label={t('editors.invert')} hasTooltip onPress={store.invert}>
          <FlipHorizontal2 />
        </IconButton>
        <IconButton aria-label={t('editors.clear')} hasTooltip isDisabled={history.present.shapes.length === 0} onPress={store.clear}>
          <Trash2 />
        </IconButton>
      </div>
      <span className={styles.spacer} />
      <div className={styles.group}>
        <IconButton aria-label={t('editors.zoomOut')} hasTooltip onPress={() => onZoom(1 / 1.25)}>
          <ZoomOut />
        </IconButton>
        <IconButton aria-label={t('editors.zoomIn')} hasTooltip onPress={() => onZoom(1.25)}>
          <ZoomIn />
        </IconButton>
        <IconButton aria-label={t('editors.fit')} hasTooltip onPress={onFit}>
          <Maximize />
        </IconButton>
      </div>
    </div>
  );
}
