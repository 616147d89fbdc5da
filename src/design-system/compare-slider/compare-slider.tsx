import { useState, type ReactNode } from 'react';
import { Slider as RACSlider, SliderThumb, SliderTrack, useLocale } from 'react-aria-components';
import { withClassName } from '../utils';
import styles from './compare-slider.module.css';

export interface CompareSliderProps {
  /** What the divider uncovers from the start side: the picture before the step. */
  before: ReactNode;
  /** What shows on the end side: the picture after the step. */
  after: ReactNode;
  /** The slider's accessible name, e.g. 'Compare with the parent'. */
  'aria-label': string;
  /** Where the divider starts, in percent of the width from the start side. @default 50 */
  defaultValue?: number;
  /** Told the divider's position as it moves. */
  onChange?: (value: number) => void;
  className?: string;
}

/**
 * Two pictures stacked in one frame, a divider between them: the before picture shows on the start side of the
 * divider, the after picture on the end side. The divider is React Aria's slider (arrow keys, Home and End, drag,
 * its value read out in percent), so it mirrors with the page: in Arabic, before is on the right.
 */
export function CompareSlider({ before, after, defaultValue = 50, onChange, className, ...props }: CompareSliderProps) {
  const [value, setValue] = useState(defaultValue);
  const { direction } = useLocale();
  const hidden = `${100 - value}%`;
  // The before layer is cut at the divider on its end side; which physical side that is follows the direction.
  const clip = direction === 'rtl' ? `inset(0 0 0 ${hidden})` : `inset(0 ${hidden} 0 0)`;
  return (
    <RACSlider
      aria-label={props['aria-label']}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      minValue={0}
      maxValue={100}
      className={withClassName(styles.compare, className)}
    >
      <div className={styles.layer}>{after}</div>
      <div className={styles.layer} style={{ clipPath: clip }} data-testid="compare-before">
        {before}
      </div>
      {/* React Aria positions the track itself (relative): a frame around it lays it over the pictures. */}
      <div className={styles.trackFrame}>
        <SliderTrack className={styles.track}>
          <SliderThumb className={styles.thumb}>
            <span className={styles.handle} aria-hidden="true" />
          </SliderThumb>
        </SliderTrack>
      </div>
    </RACSlider>
  );
}
