import { useSyncExternalStore } from 'react';

// A clock that changes once a second; components subscribe only while they count down.
const subscribeToSeconds = (onTick: () => void) => {
  const timer = window.setInterval(onTick, 1000);
  return () => window.clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / 1000);
const noSubscription = () => () => {};

/** Whole seconds left until `until` (ms since epoch), ticking each second; 0 once passed or when null. */
export function useCountdown(until: number | null): number {
  const second = useSyncExternalStore(until === null ? noSubscription : subscribeToSeconds, currentSecond, currentSecond);
  if (until === null) return 0;
  return Math.max(0, Math.ceil(until / 1000 - second - 0.001));
}
