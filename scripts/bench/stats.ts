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

/** A target a figure is measured against: at most `max` (or at least, with `atLeast`), in the figure's unit. */
export interface Target {
  max?: number;
  atLeast?: number;
  unit?: string;
}

/** "target ≤ 10 ms: met", or by how much it misses. */
export function verdict(value: number, target: Target): string {
  const unit = target.unit ?? 'ms';
  const show = (figure: number) =>
    unit === 'ms' ? ms(figure).trim() : `${Number(figure.toFixed(unit === 'MiB' ? 0 : 2))}${unit ? ` ${unit}` : ''}`;
  if (target.max !== undefined) {
    const met = value <= target.max;
    return `target ≤ ${show(target.max)}: ${met ? 'met' : `missed by ${show(value - target.max)}`}`;
  }
  if (target.atLeast !== undefined) {
    const met = value >= target.atLeast;
    return `target ≥ ${show(target.atLeast)}: ${met ? 'met' : `missed by ${show(target.atLeast - value)}`}`;
  }
  return '';
}

/** One line of a report: a label and the median and 95th percentile of its sample, and the p95 against a target. */
export function reportLine(label: string, values: number[], width = 42, p95Target?: Target): void {
  const p95 = percentile(values, 95);
  const judged = p95Target ? `   ${verdict(p95, p95Target)}` : '';
  console.log(`  ${label.padEnd(width)} p50 ${ms(percentile(values, 50))}   p95 ${ms(p95)}${judged}`);
}
