import type { ReactNode } from 'react';
import {
  Slider as RACSlider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components';
import { Label } from '../field';
import { cx, withClassName } from '../utils';
import track from '../utils/labelled-track.module.css';
import styles from './slider.module.css';

export interface SliderProps<T extends number | number[]> extends RACSliderProps<T> {
  /** The visible label; without one, pass an aria-label. */
  label?: ReactNode;
  /** Show the current value at the end of the label row. @default true */
  hasOutput?: boolean;
}

/** A slider for one value, or a range when given an array of two values. */
export function Slider<T extends number | number[]>({ label, hasOutput = true, className, ...props }: SliderProps<T>) {
  return (
    <RACSlider {...props} className={withClassName(cx(track.root, styles.slider), className)}>
      {(label || hasOutput) && (
        <div className={track.header}>
          {label && <Label>{label}</Label>}
          {hasOutput && <SliderOutput className={track.value} />}
        </div>
      )}
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            {/* React Aria sizes the fill to its parent's height, so the fill lives inside the thin rail. */}
            <div className={styles.rail}>
              <SliderFill className={styles.fill} />
            </div>
            {state.values.map((_, index) => (
              <SliderThumb key={index} index={index} className={styles.thumb} />
            ))}
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
