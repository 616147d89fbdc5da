/** A clock for tests of timed gestures: `schedule` stands in for setTimeout, and time moves only by `advance`. */
export function fakeClock() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void; live: boolean }> = [];
  return {
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run, live: true };
      timers.push(timer);
      return () => void (timer.live = false);
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers) {
        if (!timer.live || timer.at > now) continue;
        timer.live = false;
        timer.run();
      }
    },
  };
}
