import sharp from 'sharp';
import { textToImage } from '../../server/integrations/providers/local/text-to-image';
import type { ProviderJob } from '../../server/integrations/providers/provider';
import { ms, percentile, verdict } from './stats';

const RUNS = 10;
const TARGET_MS = 150;

const job: ProviderJob = {
  taskId: 'bench',
  templateType: 'text-to-image',
  model: 'local',
  prompt: 'a lighthouse on a cliff at dusk, stormy sea, gulls over the waves',
  seed: 1,
  width: 1024,
  height: 1024,
  numberResults: 1,
  inputs: {},
  params: {},
  signal: new AbortController().signal,
  onProgress: () => undefined,
};

/** The local provider's 1024 x 1024 text-to-image, on one core (libvips held to one thread), PNG included. */
export async function measureLocalTextToImage(): Promise<void> {
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    for (let seed = 0; seed < 2; seed += 1) await textToImage(job, seed);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let seed = 0; seed < RUNS; seed += 1) {
      const start = performance.now();
      const used = process.cpuUsage();
      await textToImage(job, 100 + seed);
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      wall.push(performance.now() - start);
    }
    console.log(`\nLocal provider, text-to-image at 1024 x 1024 on one libvips thread (${RUNS} seeds, PNG included)`);
    // CPU time is what one core spends, whatever else the machine runs; wall time adds the wait for a core.
    const median = percentile(cpu, 50);
    console.log(
      `  ${'CPU time'.padEnd(42)} p50 ${ms(median)}   p95 ${ms(percentile(cpu, 95))}   median ${verdict(median, { max: TARGET_MS })}`,
    );
    console.log(`  ${'wall time'.padEnd(42)} p50 ${ms(percentile(wall, 50))}   p95 ${ms(percentile(wall, 95))}`);
  } finally {
    sharp.concurrency(threads);
  }
}
