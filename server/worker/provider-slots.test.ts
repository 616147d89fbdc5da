import { describe, expect, it } from 'vitest';
import { createProviderSlots } from './provider-slots';

/** Whether the promise has settled by the time the queued callbacks have run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('provider slots', () => {
  it('hands out as many as the limit, then each given back slot to the longest waiting caller', async () => {
    const slots = createProviderSlots(2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const third = slots.acquire();
    const fourth = slots.acquire();
    expect(await isSettled(third)).toBe(false);

    second!();
    // A slot given back twice frees one slot, not two.
    second!();
    expect(await isSettled(third)).toBe(true);
    expect(await isSettled(fourth)).toBe(false);

    first!();
    expect(await isSettled(fourth)).toBe(true);
  });
});
