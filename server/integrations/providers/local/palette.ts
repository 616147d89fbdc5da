import { createRandom, hashString, type Random } from './seeded-random';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Palette {
  /** Two background colours, darker and lighter, for the base gradient. */
  background: [Rgb, Rgb];
  /** Five accent colours the shapes draw from. */
  accents: Rgb[];
}

// Words that name a colour or a mood steer the hue, so "ocean at night" reads blue and dark rather than random.
const hueWords: Record<string, number> = {
  red: 0,
  crimson: 350,
  rose: 340,
  pink: 330,
  magenta: 300,
  purple: 275,
  violet: 270,
  lavender: 260,
  blue: 215,
  ocean: 205,
  sea: 200,
  sky: 200,
  water: 195,
  ice: 190,
  teal: 175,
  cyan: 185,
  mint: 150,
  green: 125,
  forest: 120,
  jungle: 110,
  leaf: 100,
  lime: 85,
  yellow: 52,
  gold: 45,
  golden: 45,
  sun: 45,
  desert: 38,
  sand: 40,
  orange: 28,
  autumn: 25,
  sunset: 20,
  fire: 12,
  lava: 8,
  copper: 22,
};
const darkWords = new Set(['night', 'dark', 'midnight', 'space', 'galaxy', 'shadow', 'noir', 'cosmic', 'storm']);
const lightWords = new Set(['light', 'bright', 'pastel', 'morning', 'snow', 'cloud', 'clouds', 'white', 'soft']);

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.min(1, Math.max(0, saturation));
  const l = Math.min(1, Math.max(0, lightness));
  if (s === 0) return { r: Math.round(l * 255), g: Math.round(l * 255), b: Math.round(l * 255) };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: Math.round(channel(h + 1 / 3) * 255), g: Math.round(channel(h) * 255), b: Math.round(channel(h - 1 / 3) * 255) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/** The average hue of the colour words, on the circle (so red 0 and rose 340 average near 350, not 170). */
function wordHue(words: string[]): number | null {
  let x = 0;
  let y = 0;
  for (const word of words) {
    const hue = hueWords[word];
    if (hue === undefined) continue;
    x += Math.cos((hue * Math.PI) / 180);
    y += Math.sin((hue * Math.PI) / 180);
  }
  if (x === 0 && y === 0) return null;
  return (Math.atan2(y, x) * 180) / Math.PI;
}

const schemes: ReadonlyArray<readonly number[]> = [
  [0, 25, -25, 50, 180], // analogous with one complementary accent
  [0, 180, 30, 210, 0], // complementary
  [0, 120, 240, 60, 0], // triadic
  [0, 150, 210, 30, 0], // split complementary
];

/** A seeded palette steered by the prompt's words: colour words pick the hue, mood words the lightness. */
export function createPalette(words: string[], seed: number): Palette {
  const random: Random = createRandom(hashString(words.join(' '), seed));
  const baseHue = (wordHue(words) ?? random.range(0, 360)) + random.range(-12, 12);
  const isDark = words.some((word) => darkWords.has(word));
  const isLight = words.some((word) => lightWords.has(word));
  const scheme = random.pick(schemes);
  const backgroundLightness = isDark ? 0.1 : isLight ? 0.82 : random.range(0.18, 0.6);
  const accentLightness = isDark ? 0.55 : isLight ? 0.62 : random.range(0.5, 0.66);
  const background: [Rgb, Rgb] = [
    hslToRgb(baseHue + random.range(-20, 20), random.range(0.35, 0.7), backgroundLightness),
    hslToRgb(baseHue + random.range(20, 60), random.range(0.4, 0.8), Math.min(0.92, backgroundLightness + random.range(0.12, 0.25))),
  ];
  const accents = scheme.map((offset) =>
    hslToRgb(baseHue + offset + random.range(-8, 8), random.range(0.55, 0.9), accentLightness + random.range(-0.12, 0.12)),
  );
  return { background, accents };
}
