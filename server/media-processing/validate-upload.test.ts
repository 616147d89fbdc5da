import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';
import { alphaBmp, claimedSizePng, rampBmp, solidPng } from './test-images.fixtures';
import { uploadMessages, validateUpload } from './validate-upload';

const rejects = (promise: Promise<unknown>, message: string, code: string) =>
  expect(promise).rejects.toMatchObject({ name: 'UploadRejectedError', message, code });

describe('validateUpload', () => {
  it('accepts each allowed type by its bytes and re-encodes it', async () => {
    const png = await solidPng(40, 30);
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } });
    const cases = [
      { input: png, detected: 'png', mime: 'image/png' },
      { input: await base.clone().jpeg().toBuffer(), detected: 'jpeg', mime: 'image/jpeg' },
      { input: await base.clone().webp({ quality: 80 }).toBuffer(), detected: 'webp', mime: 'image/webp' },
      { input: await base.clone().webp({ lossless: true }).toBuffer(), detected: 'webp', mime: 'image/png' },
      { input: await base.clone().gif().toBuffer(), detected: 'gif', mime: 'image/png' },
      { input: rampBmp(40, 30), detected: 'bmp', mime: 'image/png' },
    ];
    for (const { input, detected, mime } of cases) {
      const result = await validateUpload(input);
      expect(result).toMatchObject({ detectedType: detected, mimeType: mime, width: 40, height: 30 });
      expect(detectImageType(result.data)).toBe(mime.slice(6));
    }
  });

  it('decodes BMP pixels the right way up, and keeps a real alpha channel', async () => {
    const ramp = await validateUpload(rampBmp(16, 8));
    const { data, info } = await sharp(ramp.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => (y * info.width + x) * info.channels;
    expect(data[at(0, 0) + 2]).toBe(255); // blue marks the top row
    expect(data[at(15, 4)]).toBe(255); // red grows to the right
    expect(data[at(0, 4)]).toBe(0);
    const withAlpha = await validateUpload(alphaBmp(8, 4));
    const decoded = await sharp(withAlpha.data).raw().toBuffer({ resolveWithObject: true });
    expect(decoded.info.channels).toBe(4);
    expect(decoded.data[3]).toBe(0);
    expect(decoded.data[7 * 4 + 3]).toBe(255);
  });

  it('refuses a file over 10 MB by one byte', async () => {
    const big = Buffer.concat([await solidPng(4, 4), Buffer.alloc(10 * 1024 * 1024)]);
    await rejects(validateUpload(big.subarray(0, 10 * 1024 * 1024 + 1)), '10MB Max.', 'payload_too_large');
  });

  it('refuses types outside the list whatever they are named, and HTML pretending to be a PNG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const pdf = Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    for (const input of [svg, html, pdf, tiff, Buffer.alloc(0)]) {
      await rejects(validateUpload(input), uploadMessages.invalidType, 'invalid_file');
    }
  });

  it('drops whatever a polyglot carries after the image', async () => {
    const payload = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([await solidPng(8, 8), Buffer.from(payload)]);
    const result = await validateUpload(polyglot);
    expect(result.data.includes(Buffer.from(payload))).toBe(false);
  });

  it('refuses a 30000x30000 image from its header, before decoding', async () => {
    const bomb = await claimedSizePng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(200);
    await rejects(validateUpload(bomb), uploadMessages.tooManyPixels(40_000_000), 'invalid_file');
    await rejects(validateUpload(await solidPng(100, 100), { maxPixels: 5000 }), uploadMessages.tooManyPixels(5000), 'invalid_file');
  });

  it('refuses truncated and damaged files with a clear message', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const png = await solidPng(64, 64);
    for (const damaged of [jpeg.subarray(0, jpeg.length / 2), png.subarray(0, 40), rampBmp(8, 8).subarray(0, 60)]) {
      await rejects(validateUpload(damaged), uploadMessages.corrupt, 'invalid_file');
    }
  });

  it('refuses a 2.3 KB truncated JPEG that claims 6000x6000, instead of storing 36 megapixels of grey', async () => {
    const jpeg = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#808080' } })
      .jpeg({ quality: 10 })
      .toBuffer();
    await rejects(validateUpload(jpeg.subarray(0, 2300)), uploadMessages.corrupt, 'invalid_file');
  });

  it('auto-orients and strips EXIF and other metadata', async () => {
    const tall = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#777' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: 'secret', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(tall).metadata()).exif).toBeDefined();
    const result = await validateUpload(tall);
    const metadata = await sharp(result.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([result.width, result.height]).toEqual([20, 30]);
  });
});
