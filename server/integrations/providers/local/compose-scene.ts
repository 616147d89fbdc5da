import { createPalette, toHex, type Palette } from './palette';
import { createRandom, hashString, mixHash, promptWords, type Random } from './seeded-random';
import { shapeForWord } from './scene-shapes';

/** How soft an element is: 0 crisp, then soft, haze and glow (the blur is done by sharp, not by librsvg: 20x faster). */
export type BlurLevel = 0 | 1 | 2 | 3;

export interface SceneElement {
  /** -1 is the background; 0 to 2 are depth layers, back to front, that a video moves at different speeds. */
  layer: number;
  blur: BlurLevel;
  svg: string;
}

export interface Scene {
  width: number;
  height: number;
  seed: number;
  palette: Palette;
  defs: string;
  elements: SceneElement[];
}

export const sceneLayerCount = 3;

/**
 * Composes abstract art from the prompt and the seed: the palette comes from the words (colour and mood words
 * steer it), and each word places one shape whose kind, position, size and colour derive from the word's hash
 * mixed with the seed. Same prompt and seed, same scene; another word or seed moves everything.
 */
export function composeScene(prompt: string, seed: number, width: number, height: number): Scene {
  const words = promptWords(prompt);
  const shapeWords = words.length > 0 ? words : ['untitled'];
  const palette = createPalette(shapeWords, seed);
  const random = createRandom(hashString(shapeWords.join('|'), seed));
  const unit = Math.min(width, height);
  const [back, front] = palette.background;
  const angle = random.range(0, 360);
  const defs =
    `<linearGradient id="bg" gradientTransform="rotate(${angle.toFixed(1)} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${toHex(back)}"/><stop offset="1" stop-color="${toHex(front)}"/></linearGradient>`;
  const elements: SceneElement[] = [
    { layer: -1, blur: 0, svg: `<rect width="${width}" height="${height}" fill="url(#bg)"/>` },
    ...glows(random, palette, width, height, unit),
  ];
  // A short prompt still gets a full picture: its words echo (each echo hashes differently) up to four shapes.
  const shapeKeys = [...shapeWords];
  for (let echo = 1; shapeKeys.length < 4; echo += 1) shapeKeys.push(...shapeWords.map((word) => `${word}#${echo}`));
  shapeKeys.slice(0, Math.max(4, shapeWords.length)).forEach((word, index) => {
    const wordRandom = createRandom(mixHash(hashString(word), seed + index * 7919));
    const layer = Math.floor(wordRandom.next() * sceneLayerCount);
    const blurDraw = wordRandom.next();
    const blur: BlurLevel = blurDraw < 0.3 ? 2 : blurDraw < 0.5 ? 1 : 0;
    elements.push({ layer, blur, svg: shapeForWord(word, wordRandom, palette, width, height, unit) });
  });
  // A few fine strokes tie the shapes together; they sit in front so the image reads as designed, not scattered.
  elements.push({ layer: sceneLayerCount - 1, blur: 0, svg: threads(random, palette, width, height, unit) });
  return { width, height, seed, palette, defs, elements };
}

/** Some elements of the scene as one SVG document, drawn at `scale` of the scene's size. */
export function elementsToSvg(scene: Scene, elements: SceneElement[], scale = 1): string {
  const width = Math.max(1, Math.round(scene.width * scale));
  const height = Math.max(1, Math.round(scene.height * scale));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${scene.width} ${scene.height}">` +
    `<defs>${scene.defs}</defs>${elements.map((element) => element.svg).join('')}</svg>`
  );
}

function glows(random: Random, palette: Palette, width: number, height: number, unit: number): SceneElement[] {
  const count = random.int(2, 3);
  return Array.from({ length: count }, () => {
    const colour = toHex(random.pick(palette.accents));
    const cx = random.range(0.1, 0.9) * width;
    const cy = random.range(0.1, 0.9) * height;
    const r = random.range(0.2, 0.38) * unit;
    return {
      layer: -1,
      blur: 3 as const,
      svg: `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" opacity="0.55"/>`,
    };
  });
}

function threads(random: Random, palette: Palette, width: number, height: number, unit: number): string {
  const count = random.int(2, 4);
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const colour = toHex(random.pick(palette.accents));
    const [y0, y1, c0, c1] = [0, 0, 0, 0].map(() => random.range(0.1, 0.9) * height) as [number, number, number, number];
    out += `<path d="M ${(-0.05 * width).toFixed(1)} ${y0.toFixed(1)} C ${(0.35 * width).toFixed(1)} ${c0.toFixed(1)} ${(0.65 * width).toFixed(1)} ${c1.toFixed(1)} ${(1.05 * width).toFixed(1)} ${y1.toFixed(1)}"`;
    out += ` fill="none" stroke="${colour}" stroke-width="${(unit * random.range(0.002, 0.006)).toFixed(2)}" opacity="0.6"/>`;
  }
  return out;
}
