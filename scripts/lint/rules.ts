import path from 'node:path';

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** Which layer a repository path belongs to; imports may only go to allowed layers. */
export function layerOf(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] === 'src') {
    if (parts[1] === 'features' && parts[2]) return `feature:${parts[2]}`;
    return parts[1] ?? null; // design-system, lib, app
  }
  return parts[0] ?? null; // contract, server, mocks, stories, tests, scripts, .storybook
}

const allowedTargets: Record<string, (target: string) => boolean> = {
  'design-system': (t) => ['design-system', 'lib', 'contract'].includes(t),
  lib: (t) => ['design-system', 'lib', 'contract'].includes(t),
  app: (t) => t !== 'server' && t !== 'mocks' && t !== 'stories' && t !== 'tests',
  contract: (t) => t === 'contract',
  server: (t) => t === 'server' || t === 'contract',
  mocks: (t) => t === 'mocks' || t === 'contract',
};

/**
 * One-way imports (HOUSE-RULES.md): design-system and lib → features → app; a feature never imports another
 * feature, and from outside only through its index.ts; server and src meet only in contract.
 */
export function checkImport(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const from = layerOf(fromFile);
  const to = layerOf(target);
  if (!from || !to || from === to) return null;
  // Stories are test code: beside any component they may use the network mocks and test helpers.
  const isStory = fromFile.endsWith('.stories.tsx');
  if (isStory && (to === 'mocks' || to === 'tests')) return null;
  if (from.startsWith('feature:')) {
    if (to.startsWith('feature:')) return `a feature must not import another feature (${to.slice(8)})`;
    return ['design-system', 'lib', 'contract'].includes(to) ? null : `a feature must not import ${to}`;
  }
  if (to.startsWith('feature:')) {
    const isPublicSurface = /^src\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(target);
    if (from === 'app' || from === 'stories' || from === 'tests' || from === '.storybook') {
      return isPublicSurface ? null : `import the feature through its index.ts, not ${target}`;
    }
    return `${from} must not import a feature`;
  }
  if (from === 'server' || to === 'server') {
    const isServerSide = ['server', 'scripts', 'tests'].includes(from);
    if (to === 'server' && !isServerSide) return `${from} must not import server code`;
  }
  const rule = allowedTargets[from];
  return rule && !rule(to) ? `${from} must not import ${to}` : null;
}

const physicalProperties =
  /(?<![\w-])(margin|padding|border)-(left|right)(?![\w-])|(?<![\w-])(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|border-(top|bottom)-(left|right)-radius/;

/** Logical CSS only, so Arabic mirrors: flags physical left/right properties. */
export function checkCssLine(line: string): string | null {
  const code = line.replace(/\/\*.*?\*\//g, '');
  const match = physicalProperties.exec(code);
  return match ? `use a logical property instead of "${match[0].trim()}"` : null;
}

const textProps = /\b(aria-label|title|placeholder|alt|label|description|errorMessage)=["']([^"']*)["']/g;

/** Visible or announced text given as a literal prop; it must come from i18next. */
export function checkLiteralProps(line: string): string | null {
  for (const match of line.matchAll(textProps)) {
    if (/\p{L}/u.test(match[2] ?? '')) return `literal text in ${match[1]}: use t(...)`;
  }
  return null;
}
