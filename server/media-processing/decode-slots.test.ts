import { describe, expect, it } from 'vitest';
import { createSlots } from './decode-slots';

describe('decode slots', () => {
  it('run at most their size at once, queue the rest in order, and free a slot when work fails', async () => {
    const slots = createSlots(2);
    const gates: Array<() => void> = [];
    const started: number[] = [];
    let peak = 0;
    const work = (id: number) =>
      slots.run(async () => {
        started.push(id);
        peak = Math.max(peak, slots.running);
        await new Promise<void>((resolve) => gates.push(resolve));
        if (id === 1) throw new Error('a damaged file');
        return id;
      });
    const results = [1, 2, 3, 4, 5].map((id) => work(id).catch((error: Error) => error.message));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(slots.waiting).toBe(3);
    // Open the gates one by one as work starts; each release lets exactly one waiter in.
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(results)).toEqual(['a damaged file', 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(slots.running).toBe(0);
  });
});
