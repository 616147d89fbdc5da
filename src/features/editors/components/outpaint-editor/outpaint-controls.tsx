import { Minus, Plus, Redo2, RotateCcw, Undo2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton } from '@/design-system';
import { noOutpaint, outpaintedSize, stepOutpaint, type OutpaintAxis, type OutpaintSides } from '@contract/browser';
import styles from '../shared/editor-frame.module.css';

export interface OutpaintControlsProps {
  image: { width: number; height: number };
  sides: OutpaintSides;
  onChange: (sides: OutpaintSides) => void;
  /** Whether the history holds a change to take back. */
  canUndo: boolean;
  /** Whether the history holds a taken-back change to bring back. */
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

const axes = [
  ['horizontal', 'width', 'narrow', 'widen'],
  ['vertical', 'height', 'shorter', 'taller'],
] as const;

/**
 * Step buttons per axis (both opposite sides by 32), the history and the size the result will have. The history
 * sits here, as in the inpaint toolbar, rather than in the footer: beside Cancel and Apply it wrapped the footer
 * onto two lines on a phone.
 */
export function OutpaintControls({ image, sides, onChange, canUndo, canRedo, onUndo, onRedo }: OutpaintControlsProps) {
  const { t } = useTranslation();
  const size = outpaintedSize(image, sides);
  const isUnchanged = Object.values(sides).every((side) => side === 0);
  const step = (axis: OutpaintAxis, direction: 1 | -1) => onChange(stepOutpaint(sides, axis, direction, image));
  return (
    <div className={styles.toolbar}>
      {axes.map(([axis, label, less, more]) => {
        const isAtMost = stepOutpaint(sides, axis, 1, image) === sides;
        const isAtLeast = stepOutpaint(sides, axis, -1, image) === sides;
        return (
          <div key={axis} className={styles.group} role="group" aria-label={t(`editors.outpaint.${label}`)}>
            <span className={styles.label}>{t(`editors.outpaint.${label}`)}</span>
            <IconButton aria-label={t(`editors.outpaint.${less}`)} hasTooltip isDisabled={isAtLeast} onPress={() => step(axis, -1)}>
              <Minus />
            </IconButton>
            <IconButton aria-label={t(`editors.outpaint.${more}`)} hasTooltip isDisabled={isAtMost} onPress={() => step(axis, 1)}>
              <Plus />
            </IconButton>
          </div>
        );
      })}
      <div className={styles.group}>
        <IconButton aria-label={t('editors.undo')} hasTooltip isDisabled={!canUndo} onPress={onUndo}>
          <Undo2 />
        </IconButton>
        <IconButton aria-label={t('editors.redo')} hasTooltip isDisabled={!canRedo} onPress={onRedo}>
          <Redo2 />
        </IconButton>
        <IconButton aria-label={t('editors.outpaint.reset')} hasTooltip isDisabled={isUnchanged} onPress={() => onChange(noOutpaint)}>
          <RotateCcw />
        </IconButton>
      </div>
      <span className={styles.spacer} />
      <output className={styles.readout} data-testid="outpaint-size">
        {t('editors.outpaint.size', { width: size.width, height: size.height })}
      </output>
    </div>
  );
}
