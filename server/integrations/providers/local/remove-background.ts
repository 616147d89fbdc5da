import sharp from 'sharp';
import type { ProviderJob, ProviderOutput } from '../provider';
import { decodeInput, inputImageOf, pngOutput } from './image-io';
import { clampByte, smoothstep } from './pixels';

type Colour = [number, number, number];

/**
 * Keys out the background without a model: the background's colours are estimated from the image's border (up
 * to three clusters, so gradients and two-tone backdrops work), every pixel gets its colour distance to the
 * nearest of them, and a flood fill from the border removes only background that touches the edge, so a subject
 * that shares the backdrop's colour inside itself keeps it. Edges are soft: alpha ramps over a distance band,
 * is feathered by a one-pixel blur, and edge colours are freed of the background's tint.
 */
export async function removeBackground(job: ProviderJob): Promise<ProviderOutput> {
  const input = await decodeInput(inputImageOf(job), { width: 0, height: 0 });
  const { width, height, data } = input;
  const border = borderPixels(input.data, width, height);
  const centres = clusters(border, 3);
  const distanceAt = (at: number) => nearest(centres, [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]).distance;
  const borderSpread = percentile(
    border.map((colour) => nearest(centres, colour).distance),
    0.9,
  );
  const low = Math.max(10, borderSpread + 4);
  const high = low + 36;

  const alpha = Buffer.alloc(width * height, 255);
  const seen = new Uint8Array(width * height);
  const queue: number[] = [];
  const visit = (pixel: number) => {
    if (seen[pixel]) return;
    seen[pixel] = 1;
    const distance = distanceAt(pixel * 4);
    if (distance >= high) return;
    alpha[pixel] = clampByte(255 * smoothstep(low, high, distance));
    queue.push(pixel);
  };
  for (let x = 0; x < width; x += 1) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (queue.length > 0) {
    const pixel = queue.pop() ?? 0;
    const x = pixel % width;
    if (x > 0) visit(pixel - 1);
    if (x < width - 1) visit(pixel + 1);
    if (pixel >= width) visit(pixel - width);
    if (pixel < width * (height - 1)) visit(pixel + width);
  }

  const feathered = await sharp(alpha, { raw: { width, height, channels: 1 } })
    .blur(0.8)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const out = Buffer.from(data);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const at = pixel * 4;
    const a = Math.min(feathered[pixel] ?? 0, data[at + 3] ?? 255);
    out[at + 3] = a;
    if (a > 0 && a < 250) unmixBackground(out, at, a / 255, nearest(centres, [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]).colour);
  }
  return pngOutput({ data: out, width, height, channels: 4 }, null, true);
}

/** An edge pixel is part subject, part background: solve C = a*F + (1-a)*B for the subject's colour F. */
function unmixBackground(out: Buffer, at: number, a: number, background: Colour): void {
  for (let channel = 0; channel < 3; channel += 1) {
    const mixed = out[at + channel] ?? 0;
    out[at + channel] = clampByte((mixed - (1 - a) * background[channel]!) / Math.max(a, 0.2));
  }
}

function borderPixels(data: Buffer, width: number, height: number): Colour[] {
  const band = Math.max(1, Math.round(Math.min(width, height) * 0.02));
  const colours: Colour[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      const at = (y * width + x) * 4;
      colours.push([data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]);
    }
  }
  return colours;
}

/** A perceptual-ish RGB distance ("redmean"), cheap and far better than plain Euclidean for keying. */
function colourDistance(a: Colour, b: Colour): number {
  const mean = (a[0] + b[0]) / 2;
  const dr = a[0] - b[0];
  const dg = a[1] - b[1];
  const db = a[2] - b[2];
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db) / 3;
}

function nearest(centres: Colour[], colour: Colour): { colour: Colour; distance: number } {
  let best = { colour: centres[0] ?? colour, distance: Number.POSITIVE_INFINITY };
  for (const centre of centres) {
    const distance = colourDistance(centre, colour);
    if (distance < best.distance) best = { colour: centre, distance };
  }
  return best;
}

/** k-means with a deterministic start (colours spread through the border by brightness), a few rounds. */
function clusters(colours: Colour[], k: number): Colour[] {
  const byBrightness = colours.toSorted((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]));
  let centres = Array.from(
    { length: k },
    (_, index) => byBrightness[Math.floor(((index + 0.5) / k) * byBrightness.length)] ?? [0, 0, 0],
  ) as Colour[];
  for (let round = 0; round < 6; round += 1) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const colour of colours) {
      const index = centres.indexOf(nearest(centres, colour).colour);
      const sum = sums[index]!;
      sum[0]! += colour[0];
      sum[1]! += colour[1];
      sum[2]! += colour[2];
      sum[3]! += 1;
    }
    centres = centres.map((centre, index) => {
      const [r, g, b, count] = sums[index] as [number, number, number, number];
      return count === 0 ? centre : [r / count, g / count, b / count];
    });
  }
  return centres;
}

function percentile(values: number[], share: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}
