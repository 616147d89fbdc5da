import { toHex, type Palette } from './palette';
import { hashString, type Random } from './seeded-random';

type ShapeKind = 'blob' | 'ring' | 'wave' | 'polygon' | 'orbit' | 'arcs';
const kinds: readonly ShapeKind[] = ['blob', 'ring', 'wave', 'polygon', 'orbit', 'arcs'];

const f = (value: number) => value.toFixed(1);

/**
 * One shape per word. Its kind comes from the word alone, so a word keeps its form across seeds; where it sits,
 * how big it is and which colour it takes come from the word mixed with the seed.
 */
export function shapeForWord(word: string, random: Random, palette: Palette, width: number, height: number, unit: number): string {
  const kind = kinds[hashString(word) % kinds.length] ?? 'blob';
  const colour = toHex(random.pick(palette.accents));
  const cx = random.range(0.12, 0.88) * width;
  const cy = random.range(0.12, 0.88) * height;
  // Longer words draw bigger shapes, within bounds that keep the picture balanced.
  const size = unit * Math.min(0.34, 0.08 + word.length * 0.02) * random.range(0.75, 1.25);
  const opacity = random.range(0.55, 0.9).toFixed(2);
  switch (kind) {
    case 'blob':
      return `<path d="${blobPath(random, cx, cy, size)}" fill="${colour}" opacity="${opacity}"/>`;
    case 'ring':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size)}" fill="none" stroke="${colour}" stroke-width="${f(size * random.range(0.08, 0.25))}" opacity="${opacity}"/>`;
    case 'wave':
      return `<path d="${wavePath(random, cy, width, size)}" fill="${colour}" opacity="${opacity}"/>`;
    case 'polygon':
      return `<path d="${polygonPath(random, cx, cy, size)}" fill="${colour}" opacity="${opacity}"/>`;
    case 'orbit':
      return orbit(random, cx, cy, size, colour, opacity);
    case 'arcs':
      return arcs(random, cx, cy, size, colour, opacity);
  }
}

/** A smooth closed blob: random radii around a circle joined by Catmull-Rom curves converted to cubic Béziers. */
function blobPath(random: Random, cx: number, cy: number, size: number): string {
  const count = random.int(5, 8);
  const turn = random.range(0, Math.PI * 2);
  const points = Array.from({ length: count }, (_, index) => {
    const angle = turn + (index / count) * Math.PI * 2;
    const radius = size * random.range(0.65, 1.15);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius] as const;
  });
  const at = (index: number) => points[((index % count) + count) % count] ?? [cx, cy];
  let d = `M ${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let index = 0; index < count; index += 1) {
    const [x0, y0] = at(index - 1);
    const [x1, y1] = at(index);
    const [x2, y2] = at(index + 1);
    const [x3, y3] = at(index + 2);
    d += ` C ${f(x1 + (x2 - x0) / 6)} ${f(y1 + (y2 - y0) / 6)} ${f(x2 - (x3 - x1) / 6)} ${f(y2 - (y3 - y1) / 6)} ${f(x2)} ${f(y2)}`;
  }
  return `${d} Z`;
}

/** A band across the whole width whose upper edge is a sine wave. */
function wavePath(random: Random, cy: number, width: number, size: number): string {
  const amplitude = size * random.range(0.15, 0.45);
  const frequency = random.range(1, 3.5);
  const phase = random.range(0, Math.PI * 2);
  const thickness = size * random.range(0.5, 1.4);
  const steps = 64;
  let d = '';
  for (let index = 0; index <= steps; index += 1) {
    const x = -0.05 * width + (index / steps) * 1.1 * width;
    const y = cy + Math.sin((index / steps) * Math.PI * 2 * frequency + phase) * amplitude;
    d += `${index === 0 ? 'M' : ' L'} ${f(x)} ${f(y)}`;
  }
  for (let index = steps; index >= 0; index -= 1) {
    const x = -0.05 * width + (index / steps) * 1.1 * width;
    const y = cy + thickness + Math.sin((index / steps) * Math.PI * 2 * frequency + phase + 0.8) * amplitude * 0.6;
    d += ` L ${f(x)} ${f(y)}`;
  }
  return `${d} Z`;
}

function polygonPath(random: Random, cx: number, cy: number, size: number): string {
  const sides = random.int(3, 7);
  const turn = random.range(0, Math.PI * 2);
  const isStar = random.next() < 0.35;
  const count = isStar ? sides * 2 : sides;
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const angle = turn + (index / count) * Math.PI * 2;
    const radius = isStar && index % 2 === 1 ? size * 0.45 : size;
    d += `${index === 0 ? 'M' : ' L'} ${f(cx + Math.cos(angle) * radius)} ${f(cy + Math.sin(angle) * radius)}`;
  }
  return `${d} Z`;
}

function orbit(random: Random, cx: number, cy: number, size: number, colour: string, opacity: string): string {
  const count = random.int(8, 18);
  const spread = random.range(0.5, 1) * Math.PI * 2;
  const turn = random.range(0, Math.PI * 2);
  let out = `<g fill="${colour}" opacity="${opacity}">`;
  for (let index = 0; index < count; index += 1) {
    const angle = turn + (index / count) * spread;
    const dot = size * random.range(0.04, 0.12);
    out += `<circle cx="${f(cx + Math.cos(angle) * size)}" cy="${f(cy + Math.sin(angle) * size)}" r="${f(dot)}"/>`;
  }
  return `${out}</g>`;
}

function arcs(random: Random, cx: number, cy: number, size: number, colour: string, opacity: string): string {
  const count = random.int(3, 6);
  const start = random.range(0, Math.PI * 2);
  const sweep = random.range(0.6, 1.6) * Math.PI;
  let out = `<g fill="none" stroke="${colour}" opacity="${opacity}" stroke-linecap="round">`;
  for (let index = 0; index < count; index += 1) {
    const radius = size * (0.4 + (index / count) * 0.8);
    const x0 = cx + Math.cos(start) * radius;
    const y0 = cy + Math.sin(start) * radius;
    const x1 = cx + Math.cos(start + sweep) * radius;
    const y1 = cy + Math.sin(start + sweep) * radius;
    out += `<path d="M ${f(x0)} ${f(y0)} A ${f(radius)} ${f(radius)} 0 ${sweep > Math.PI ? 1 : 0} 1 ${f(x1)} ${f(y1)}" stroke-width="${f(size * 0.05)}"/>`;
  }
  return `${out}</g>`;
}
