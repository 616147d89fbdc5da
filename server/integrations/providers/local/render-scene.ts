import sharp from 'sharp';
import { createRandom } from './seeded-random';
import { elementsToSvg, sceneLayerCount, type BlurLevel, type Scene, type SceneElement } from './compose-scene';

/** Raw pixels, row-major, `channels` bytes per pixel. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

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

/** The whole scene flattened to RGB, with a fine seeded grain so flat gradients do not band. */
export async function renderScene(scene: Scene): Promise<RawImage> {
  const { background, layers } = await renderSceneLayers(scene);
  const flat = await sharp(background.data, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .composite(layers.map((layer) => ({ input: layer.data, raw: { width: scene.width, height: scene.height, channels: 4 as const } })))
    .removeAlpha()
    .raw()
    .toBuffer();
  addGrain(flat, scene.seed, 6);
  return { data: flat, width: scene.width, height: scene.height, channels: 3 };
}

/** Monochrome noise of ±amplitude levels, in place, on RGB pixels. */
export function addGrain(rgb: Buffer, seed: number, amplitude: number): void {
  const random = createRandom(seed ^ 0x5bd1e995);
  for (let offset = 0; offset + 2 < rgb.length; offset += 3) {
    const noise = Math.round((random.next() - 0.5) * 2 * amplitude);
    for (let channel = 0; channel < 3; channel += 1) {
      const value = (rgb[offset + channel] ?? 0) + noise;
      rgb[offset + channel] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
}
