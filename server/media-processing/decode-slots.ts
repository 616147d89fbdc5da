/**
 * A small counting semaphore. Decoding an upload takes up to 40 megapixels (160 MB of RGBA) and a core: eight at
 * once took 11.5 s and about 780 MB, so decodes queue for a few slots instead of all running together.
 */
export interface Slots {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** How many are running now, and how many wait (for tests and logs). */
  readonly running: number;
  readonly waiting: number;
}

export function createSlots(size: number): Slots {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    async run(work) {
      if (running < size) running += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** Decodes of uploaded images running at once in this process. */
const DECODE_SLOTS = 2;
export const decodeSlots = createSlots(DECODE_SLOTS);
