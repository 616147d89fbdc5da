/**
 * Renders the three /auth background images: abstract compositions in the studio's palette, made here so the
 * product ships no third-party imagery. Run again only to change them: `npx tsx scripts/generate-auth-backgrounds.ts`.
 */
import sharp from 'sharp';

const width = 1920;
const height = 1200;

interface Blob {
  x: number;
  y: number;
  r: number;
  color: string;
  opacity: number;
}

const scenes: Array<{ name: string; base: string; blobs: Blob[]; horizon?: string }> = [
  {
    name: 'nebula',
    base: '#07060f',
    blobs: [
      { x: 0.72, y: 0.3, r: 0.45, color: '#7c3aed', opacity: 0.75 },
      { x: 0.35, y: 0.65, r: 0.4, color: '#db2777', opacity: 0.5 },
      { x: 0.85, y: 0.8, r: 0.3, color: '#0ea5e9', opacity: 0.45 },
      { x: 0.15, y: 0.2, r: 0.25, color: '#4f46e5', opacity: 0.4 },
    ],
  },
  {
    name: 'dunes',
    base: '#0d0805',
    blobs: [
      { x: 0.5, y: 0.15, r: 0.35, color: '#f59e0b', opacity: 0.7 },
      { x: 0.2, y: 0.75, r: 0.5, color: '#c2410c', opacity: 0.55 },
      { x: 0.8, y: 0.7, r: 0.45, color: '#9d174d', opacity: 0.45 },
    ],
    horizon: '#1c0f0a',
  },
  {
    name: 'aurora',
    base: '#030b0d',
    blobs: [
      { x: 0.3, y: 0.25, r: 0.45, color: '#10b981', opacity: 0.6 },
      { x: 0.65, y: 0.35, r: 0.4, color: '#06b6d4', opacity: 0.55 },
      { x: 0.9, y: 0.15, r: 0.3, color: '#8b5cf6', opacity: 0.5 },
      { x: 0.5, y: 0.9, r: 0.35, color: '#0f766e', opacity: 0.4 },
    ],
    horizon: '#041012',
  },
];

function svgFor(scene: (typeof scenes)[number]): string {
  const gradients = scene.blobs
    .map(
      (blob, i) =>
        `<radialGradient id="g${i}"><stop offset="0" stop-color="${blob.color}" stop-opacity="${blob.opacity}"/><stop offset="1" stop-color="${blob.color}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const circles = scene.blobs
    .map((blob, i) => `<circle cx="${blob.x * width}" cy="${blob.y * height}" r="${blob.r * width}" fill="url(#g${i})"/>`)
    .join('');
  const horizon = scene.horizon
    ? `<path d="M0 ${height * 0.78} C ${width * 0.3} ${height * 0.68}, ${width * 0.6} ${height * 0.9}, ${width} ${height * 0.74} L ${width} ${height} L 0 ${height} Z" fill="${scene.horizon}" opacity="0.9"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${gradients}</defs><rect width="100%" height="100%" fill="${scene.base}"/>${circles}${horizon}</svg>`;
}

for (const [index, scene] of scenes.entries()) {
  const file = `public/assets/auth/background-${index + 1}.webp`;
  await sharp(Buffer.from(svgFor(scene)))
    .blur(24)
    .webp({ quality: 72 })
    .toFile(file);
  console.log(`wrote ${file} (${scene.name})`);
}
