import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blendOver, resizeBilinear, type RawImage } from './pixels';

const rgb = (width: number, height: number, values: number[]): RawImage => ({ data: Buffer.from(values), width, height, channels: 3 });

describe('resizeBilinear', () => {
  it('keeps an image of the same size as it is', () => {
    const image = rgb(2, 2, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
    expect([...resizeBilinear(image, 2, 2).data]).toEqual([...image.data]);
  });

  it('enlarges with centres aligned: a two-pixel ramp becomes a four-pixel ramp with clamped ends', () => {
    const out = resizeBilinear(rgb(2, 1, [0, 0, 0, 200, 100, 40]), 4, 1);
    // Output centres fall at source x = -0.25 (clamped to 0), 0.25, 0.75 and 1.25 (clamped to 1).
    expect([...out.data]).toEqual([0, 0, 0, 50, 25, 10, 150, 75, 30, 200, 100, 40]);
  });

  it('agrees with sharp’s linear resize of a smooth image to within a level or so', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="#e0c080"/></linearGradient></defs><rect width="64" height="48" fill="url(#g)"/><circle cx="30" cy="24" r="14" fill="#80f040" opacity="0.5"/></svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().blur(3).raw().toBuffer({ resolveWithObject: true });
    const source: RawImage = { data, width: info.width, height: info.height, channels: 3 };
    const ours = resizeBilinear(source, 160, 96).data;
    const theirs = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
      .resize(160, 96, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer();
    let worst = 0;
    let total = 0;
    for (let at = 0; at < ours.length; at += 1) {
      worst = Math.max(worst, Math.abs(ours[at]! - theirs[at]!));
      total += Math.abs(ours[at]! - theirs[at]!);
    }
    expect(total / ours.length).toBeLessThan(1);
    expect(worst).toBeLessThanOrEqual(4);
  });
});

describe('blendOver', () => {
  it('keeps the base under transparency, replaces it under opacity and mixes in between', () => {
    const base = Buffer.from([10, 20, 30, 10, 20, 30, 0, 0, 0]);
    blendOver(base, Buffer.from([255, 255, 255, 0, 200, 100, 50, 255, 255, 255, 255, 51]));
    expect([...base]).toEqual([10, 20, 30, 200, 100, 50, 51, 51, 51]);
  });
});
