import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { routeModules } from '../build/route-modules';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The target: the shell plus any route, JavaScript before the first screen, gzip. */
const TARGET_JS_KB = 170;
/** Packages that must not be in any route's first load: Konva only loads when an editor opens. */
const lazyPackages = ['konva', 'react-konva', 'zod'];

const manifestPath = 'dist/client/.vite/manifest.json';

/** The routes reported: one path per distinct set of route modules (src/app/router.tsx), the 404 page included. */
const reported = routeModules.filter(
  (route, index, all) => all.findIndex((other) => other.modules.join() === route.modules.join()) === index,
);

const gzipKb = (files: string[]) => files.reduce((total, file) => total + gzipSync(readFileSync(`dist/client/${file}`)).length, 0) / 1024;

/** The JavaScript and CSS a first visit to each route downloads (gzip), read from Vite's build manifest. */
export function reportBundleSizes(): void {
  console.log(`\nInitial download per route (gzip; target: JavaScript at most ${TARGET_JS_KB} kB), and its files: each one a request`);
  if (!existsSync(manifestPath)) {
    console.log('  no build found: run `npm run build` first');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  /** A chunk and everything it imports statically: what the browser must fetch before the code runs. */
  const staticClosure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest names no entry.');
  for (const route of reported) {
    const keys = new Set([...staticClosure(entry), ...route.modules.flatMap((source) => [...staticClosure(source)])]);
    const js = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
    const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
    const kb = gzipKb(js);
    const verdict = kb <= TARGET_JS_KB ? 'meets' : `misses by ${(kb - TARGET_JS_KB).toFixed(1)} kB`;
    const heavy = lazyPackages.filter((name) => [...keys].some((key) => key.includes(`node_modules/${name}/`)));
    const path = route.pattern === '**' ? '/unknown (404)' : route.pattern.replace('*', 'default');
    console.log(
      `  ${path.padEnd(20)} JS ${kb.toFixed(1).padStart(6)} kB (${verdict})   CSS ${gzipKb(css).toFixed(1).padStart(5)} kB   ${String(js.length).padStart(3)} scripts ${String(css.length).padStart(2)} stylesheets${heavy.length > 0 ? `   loads ${heavy.join(', ')} up front` : ''}`,
    );
  }
}
