/** Spec part 2 §9: a long press selects after 500 ms, opens the menu after 1000 ms, and 15 px of movement cancels. */
const longPressTimings = { selectMs: 500, menuMs: 1000, slopPx: 15 } as const;

export interface LongPressHandlers {
  onSelect: () => void;
  onMenu: (point: { x: number; y: number }) => void;
}

type Schedule = (run: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * A long press on touch, as plain state so it can be tested without a screen: `start` at the touch, `move` as it
 * moves (cancelling past the slop), `end` when it lifts. `end` answers whether the press was long, so the caller
 * can swallow the click that follows it.
 */
export function createLongPress(handlers: LongPressHandlers, schedule: Schedule = browserSchedule) {
  let origin: { x: number; y: number } | null = null;
  let cancels: Array<() => void> = [];
  let fired = false;
  const clear = () => {
    for (const cancel of cancels) cancel();
    cancels = [];
    origin = null;
  };
  return {
    start(point: { x: number; y: number }) {
      clear();
      fired = false;
      origin = point;
      cancels = [
        schedule(() => {
          fired = true;
          handlers.onSelect();
        }, longPressTimings.selectMs),
        schedule(() => handlers.onMenu(point), longPressTimings.menuMs),
      ];
    },
    move(point: { x: number; y: number }) {
      if (origin && Math.hypot(point.x - origin.x, point.y - origin.y) > longPressTimings.slopPx) clear();
    },
    end(): boolean {
      clear();
      return fired;
    },
  };
}
