import sharp from 'sharp';
import { elementsToSvg, sceneLayerCount, type BlurLevel, type Scene, type SceneElement } from './compose-scene';
import { blendOver, clampByte, resizeBilinear, type RawImage } from './pixels';

export type { RawImage } from './pixels';

// Blur radius as a share of the short side, and the scale its elements are drawn at: a blurred shape loses its
// detail anyway, so it is drawn small, blurred small and scaled up, which is far cheaper than blurring in full.
const blurShare: Record<BlurLevel, number> = { 0: 0, 1: 0.012, 2: 0.035, 3: 0.09 };
const drawScale: Record<BlurLevel, number> = { 0: 1, 1: 0.5, 2: 0.25, 3: 0.125 };

async function renderGroup(scene: Scene, elements: SceneElement[], blur: BlurLevel): Promise<Buffer> {
  const { width, height } = scene;
  const scale = drawScale[blur];
  const svg = Buffer.from(elementsToSvg(scene, elements, scale));
  if (blur === 0) return sharp(svg).ensureAlpha().raw().toBuffer();
  const sigma = Math.max(0.3, blurShare[blur] * Math.min(width, height) * scale);
  const small = await sharp(svg).ensureAlpha().blur(sigma).raw().toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 4 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** One depth layer (or the background, -1) as RGBA, its crisp and blurred elements stacked in scene order. */
async function renderLayer(scene: Scene, layer: number): Promise<Buffer> {
  const { width, height } = scene;
  const elements = scene.elements.filter((element) => element.layer === layer);
  const levels = [...new Set(elements.map((element) => element.blur))].toSorted((a, b) => b - a);
  const groups = await Promise.all(
    levels.map((blur) =>
      renderGroup(
        scene,
        elements.filter((element) => element.blur === blur),
        blur,
      ),
    ),
  );
  if (groups.length === 1 && groups[0]) return groups[0];
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(groups.map((input) => ({ input, raw: { width, height, channels: 4 as const } })))
    .raw()
    .toBuffer();
}

export interface SceneLayers {
  /** Opaque RGB. */
  background: RawImage;
  /** RGBA, back to front. */
  layers: RawImage[];
}

export async function renderSceneLayers(scene: Scene): Promise<SceneLayers> {
  const { width, height } = scene;
  const [background, ...layers] = await Promise.all(
    [-1, ...Array.from({ length: sceneLayerCount }, (_, index) => index)].map((layer) => renderLayer(scene, layer)),
  );
  const opaque = await sharp(background ?? Buffer.alloc(0), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer();
  return {
    background: { data: opaque, width, height, channels: 3 },
    layers: layers.map((data) => ({ data, width, height, channels: 4 })),
  };
}

/** Blur levels from the softest, the order a still is painted in: what is softer lies further back. */
const softLevels = [3, 2, 1] as const;

/**
 * One step of a still: `elements` drawn at their blur's small scale and blurred there, over the canvas so far
 * enlarged to that size. Without a canvas the elements must cover it (the background). The enlarging and the
 * compositing are plain loops (resizeBilinear, blendOver): sharp's bicubic resize and float composite cost
 * several times more, and the result is blurred anyway.
 */
async function paintSoft(scene: Scene, elements: SceneElement[], blur: 1 | 2 | 3, canvas: RawImage | null): Promise<RawImage> {
  const scale = drawScale[blur];
  const width = Math.max(1, Math.round(scene.width * scale));
  const height = Math.max(1, Math.round(scene.height * scale));
  const sigma = Math.max(0.3, blurShare[blur] * Math.min(scene.width, scene.height) * scale);
  const soft = await sharp(Buffer.from(elementsToSvg(scene, elements, scale)))
    .ensureAlpha()
    .blur(sigma)
    .raw()
    .toBuffer();
  const base = canvas ? resizeBilinear(canvas, width, height) : blankRgb(width, height);
  blendOver(base.data, soft);
  return base;
}

function blankRgb(width: number, height: number): RawImage {
  return { data: Buffer.alloc(width * height * 3), width, height, channels: 3 };
}

/**
 * The whole scene flattened to RGB, with a fine seeded grain so flat gradients do not band. Painted once at the
 * output size, not layer by layer: the background and the soft elements at the small scale their blur allows
 * (softest first, each step enlarged under the next), then every crisp element in one pass at full size. A
 * still has no depth to move, so the soft shapes of every layer lie behind the crisp ones, as out-of-focus
 * shapes do. Video frames, which move the layers, use renderSceneLayers.
 */
export async function renderScene(scene: Scene): Promise<RawImage> {
  const { width, height } = scene;
  let canvas: RawImage | null = null;
  for (const blur of softLevels) {
    // The background gradient is smooth, so it is drawn small with the softest shapes, and blurred with them.
    const elements = scene.elements.filter((element) => (element.layer < 0 ? blur === 3 : element.blur === blur));
    if (elements.length > 0) canvas = await paintSoft(scene, elements, blur, canvas);
  }
  const crisp = scene.elements.filter((element) => element.layer >= 0 && element.blur === 0);
  const flat = canvas ? resizeBilinear(canvas, width, height) : blankRgb(width, height);
  if (crisp.length > 0)
    blendOver(
      flat.data,
      await sharp(Buffer.from(elementsToSvg(scene, crisp)))
        .ensureAlpha()
        .raw()
        .toBuffer(),
    );
  addGrain(flat.data, scene.seed, 6);
  return flat;
}

/**
 * Monochrome noise of ±amplitude levels, in place, on RGB pixels. One draw of mulberry32 (inlined: this runs per
 * pixel) gives four pixels their noise, a byte each, through a table of the levels: a draw per pixel cost three
 * times as much.
 */
function addGrain(rgb: Buffer, seed: number, amplitude: number): void {
  const levels = new Int8Array(256);
  for (let byte = 0; byte < 256; byte += 1) levels[byte] = Math.round(((byte + 0.5) / 256) * 2 * amplitude - amplitude);
  let state = (seed ^ 0x5bd1e995) >>> 0;
  let bits = 0;
  for (let offset = 0, pixel = 0; offset + 2 < rgb.length; offset += 3, pixel += 1) {
    if ((pixel & 3) === 0) {
      state = (state + 0x6d2b79f5) | 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      bits = t ^ (t >>> 14);
    }
    const noise = levels[bits & 255]!;
    bits >>>= 8;
    rgb[offset] = clampByte(rgb[offset]! + noise);
    rgb[offset + 1] = clampByte(rgb[offset + 1]! + noise);
    rgb[offset + 2] = clampByte(rgb[offset + 2]! + noise);
  }
}
