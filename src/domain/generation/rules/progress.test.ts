import { describe, expect, it } from 'vitest';
import { defaultEstimatedDurationMs, displayedProgress, estimatedDurationMs, simulatedProgress } from './progress';

describe('estimatedDurationMs', () => {
  it.each([
    [['text-to-image'], 20_000],
    [['image-to-image', 'image-variations'], 25_000],
    [['text-to-video'], 120_000],
    [['image-inpainting'], 30_000],
    [['image-outpainting'], 35_000],
    [['upscale'], defaultEstimatedDurationMs],
    [['upscale', 'image-to-image'], 25_000],
  ])('%j takes %i ms', (types, ms) => {
    expect(estimatedDurationMs(types)).toBe(ms);
  });
});

describe('simulatedProgress', () => {
  it('moves evenly towards 95% over the estimate and stops there', () => {
    expect(simulatedProgress(0, 20_000)).toBe(0);
    expect(simulatedProgress(10_000, 20_000)).toBe(47);
    expect(simulatedProgress(20_000, 20_000)).toBe(95);
    expect(simulatedProgress(600_000, 20_000)).toBe(95);
  });
});

describe('displayedProgress', () => {
  const base = { runningForMs: 10_000, estimatedMs: 20_000 };

  it("prefers the server's value, else simulates while running, else waits", () => {
    expect(displayedProgress({ ...base, status: 'running', progress: 60 })).toBe(60);
    expect(displayedProgress({ ...base, status: 'running', progress: null })).toBe(47);
    expect(displayedProgress({ ...base, status: 'queued', progress: null })).toBeNull();
    expect(displayedProgress({ ...base, status: 'complete', progress: null })).toBe(100);
  });
});
