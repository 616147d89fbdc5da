import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../../design-system';
import { outpaintedSize, stepOutpaint, type OutpaintAxis, type OutpaintSides } from '../../../../../contract/browser';
import styles from '../shared/editor-frame.module.css';

export interface OutpaintControlsProps {
  image: { width: number; height: number };
  sides: OutpaintSides;
  onChange: (sides: OutpaintSides) => void;
}

const axes = [
  ['horizontal', 'width', 'narrow', 'widen'],
  ['vertical', 'height', 'shorter', 'taller'],
] as const;

/** Step buttons per axis (both opposite sides by 32) and the size the result will have. */
export function OutpaintControls({ image, sides, onChange }: OutpaintControlsProps) {
  const { t } = useTranslation();
  const size = outpaintedSize(image, sides);
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
      <span className={styles.spacer} />
      <output className={styles.readout} data-testid="outpaint-size">
        {t('editors.outpaint.size', { width: size.width, height: size.height })}
      </output>
    </div>
  );
}
