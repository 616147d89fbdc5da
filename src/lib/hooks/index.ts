export { useCountdown } from './use-countdown';
export { useMediaQuery } from './use-media-query';
export { useScheduled } from './use-scheduled';
export { useDebouncedValue } from './use-debounced-value';
export { useLastPresent } from './use-last-present';
