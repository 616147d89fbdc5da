import { useCallback, useEffect, useRef } from 'react';

/** Runs a callback after a delay (the spec's 2 s and 3 s redirects), cancelled if the component unmounts. */
export function useScheduled(): (callback: () => void, delayMs: number) => void {
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback((callback, delayMs) => {
    timers.current.push(window.setTimeout(callback, delayMs));
  }, []);
}
