import type { Clock } from '../clock';

export interface FakeClock extends Clock {
  advance(ms: number): void;
  advanceSeconds(seconds: number): void;
  set(date: Date): void;
}

/** Starts at the real time (so signed challenges are not born expired) and moves only when told. */
export function createFakeClock(start: Date = new Date()): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    advanceSeconds: (seconds) => {
      now += seconds * 1000;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}
