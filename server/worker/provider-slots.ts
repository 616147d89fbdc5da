/** Gives back a slot; only its first call counts. */
export type ReleaseSlot = () => void;

/**
 * How many calls to one provider this process makes at once. A queue may claim more jobs than that (see
 * task-queue.ts): a job then waits here for a call to end, in the order the jobs came.
 */
export interface ProviderSlots {
  /** A slot, once one is free. */
  acquire(): Promise<ReleaseSlot>;
}

export function createProviderSlots(limit: number): ProviderSlots {
  let free = limit;
  const waiting: Array<(release: ReleaseSlot) => void> = [];

  function releaser(): ReleaseSlot {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const next = waiting.shift();
      if (next) next(releaser());
      else free += 1;
    };
  }

  return {
    acquire() {
      if (free === 0) return new Promise((resolve) => waiting.push(resolve));
      free -= 1;
      return Promise.resolve(releaser());
    },
  };
}
