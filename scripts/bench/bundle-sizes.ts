import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const manifestPath = 'dist/client/.vite/manifest.json';

/** Each route's lazy modules: a signed-in route loads the shell layout and its own screen. */
const routes: Record<string, string[]> = {
  '/auth': ['src/app/routes/auth-route.tsx'],
  '/workshop/default': ['src/app/routes/shell-layout-route.tsx', 'src/app/routes/workshop-route.tsx'],
  '/account': ['src/app/routes/shell-layout-route.tsx', 'src/app/routes/account-route.tsx'],
  '/unknown-page (404)': ['src/app/routes/not-found-route.tsx'],
};

const gzipKb = (files: string[]) => files.reduce((total, file) => total + gzipSync(readFileSync(`dist/client/${file}`)).length, 0) / 1024;

/** The JavaScript and CSS a first visit to each route downloads (gzip), read from Vite's build manifest. */
export function reportBundleSizes(): void {
  console.log('\nInitial download per route (gzip)');
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
  for (const [route, sources] of Object.entries(routes)) {
    const keys = new Set([...staticClosure(entry), ...sources.flatMap((source) => [...staticClosure(source)])]);
    const js = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
    const css = [...new Set([...keys].flatMap((key) => manifest[key]?.css ?? []))];
    console.log(`  ${route.padEnd(20)} JS ${gzipKb(js).toFixed(1).padStart(6)} kB   CSS ${gzipKb(css).toFixed(1).padStart(5)} kB`);
  }
}
