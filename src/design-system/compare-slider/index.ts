export { CompareSlider } from './compare-slider';
export type { CompareSliderProps } from './compare-slider';
