/** Nearest-rank percentile of a sample, in its own unit; NaN for an empty one. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`.padStart(9);

/** Runs `measure` `warmup` times unmeasured, then `times` times, answering each duration in milliseconds. */
export async function sample(times: number, measure: () => Promise<unknown>, warmup = 2): Promise<number[]> {
  for (let index = 0; index < warmup; index += 1) await measure();
  const durations: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const start = performance.now();
    await measure();
    durations.push(performance.now() - start);
  }
  return durations;
}

/** One line of a report: a label and the median and 95th percentile of its sample. */
export function reportLine(label: string, values: number[], width = 42): void {
  console.log(`  ${label.padEnd(width)} p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}`);
}
