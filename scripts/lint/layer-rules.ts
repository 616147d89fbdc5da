/**
 * The import rules of ARCHITECTURE.md, for one resolved import at a time. Browser code is layered
 * design-system and lib (two foundations that do not import each other) < domain < features < app; a feature
 * never imports another; the server and src/ meet only in contract/; a server module is sealed behind its
 * index.ts; only route files and the app reach into the HTTP layer. Test code may also import the mocks.
 */

/** Where a repository path sits: a src layer (`feature:<name>` per feature) or a top-level folder. */
export function zoneOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src') {
    if (parts[1] === 'features' && parts[2]) return `feature:${parts[2]}`;
    if (['design-system', 'lib', 'domain', 'app'].includes(parts[1] ?? '')) return parts[1]!;
    return 'src';
  }
  if (parts.length === 1) return 'config';
  return parts[0]!;
}

/**
 * Tests, stories and their helpers: they may arrange what production code may not reach. A story kit (the set-up
 * that the story files of one component share) sits beside its stories under src/ as a `-story-kit.tsx` file.
 */
export function isTestCode(file: string): boolean {
  return (
    /(\.(test|spec|stories)|-story-kit)\.tsx?$/.test(file) ||
    ['tests', 'stories', 'mocks', '.storybook'].includes(file.split('/')[0]!) ||
    file.startsWith('server/test/')
  );
}

const foundations: Record<string, readonly string[]> = {
  'design-system': ['design-system'],
  // lib types translation keys from the English language file in public/.
  lib: ['lib', 'contract', 'public'],
  domain: ['domain', 'lib', 'design-system', 'contract'],
};
/**
 * The translation runtime sits under both foundations: design-system components translate their own labels with
 * it (as they did with react-i18next), and lib's i18n builds the instance. It uses React and the key types only.
 */
const translationRuntime = 'src/lib/i18n/runtime/';
const appTargets = ['design-system', 'lib', 'domain', 'app', 'src', 'contract'];
const testSupport = ['mocks', 'tests', 'stories'];

function isFeatureSurface(file: string): boolean {
  return /^src\/features\/[^/]+\/index\.tsx?$/.test(file);
}

function browserRule(from: string, target: string, isTest: boolean): string | null {
  const fromZone = zoneOf(from);
  const toZone = zoneOf(target);
  if (isTest && testSupport.includes(toZone)) return null;
  const allowed = foundations[fromZone];
  if (fromZone === 'design-system' && target.startsWith(translationRuntime)) return null;
  if (allowed) return allowed.includes(toZone) ? null : `${fromZone} must not import ${describe(toZone)}`;
  if (fromZone.startsWith('feature:')) {
    if (toZone === fromZone) return null;
    if (toZone.startsWith('feature:')) return `a feature must not import another feature (${toZone.slice(8)}): share through domain/`;
    return ['domain', 'lib', 'design-system', 'contract'].includes(toZone) ? null : `a feature must not import ${describe(toZone)}`;
  }
  if (toZone.startsWith('feature:')) {
    return isFeatureSurface(target) ? null : `import the ${toZone.slice(8)} feature through its index.ts, not ${target}`;
  }
  if (fromZone === 'app' || fromZone === 'src') return appTargets.includes(toZone) ? null : `app must not import ${toZone}`;
  if (fromZone === 'mocks') return ['mocks', 'contract'].includes(toZone) ? null : `mocks must not import ${describe(toZone)}`;
  return null;
}

function describe(zone: string): string {
  return zone.startsWith('feature:') ? `a feature (${zone.slice(8)})` : zone;
}

const moduleFile = /^server\/modules\/([^/]+)\/(.+)$/;

function serverRule(from: string, target: string, isTest: boolean): string | null {
  const into = moduleFile.exec(target);
  if (into && !isTest && !from.startsWith(`server/modules/${into[1]}/`) && into[2] !== 'index.ts') {
    const what = into[2]!.endsWith('.repository.ts') ? 'its repository' : 'its internals';
    return `use the ${into[1]} module through its index.ts, not ${what} (${into[2]})`;
  }
  // The worker runs the modules; a module that needs the queue or the providers names a port of its own.
  if (from.startsWith('server/modules/') && target.startsWith('server/worker/') && !isTest) {
    return 'a module must not import the worker (server/worker/): declare the port it needs in the module, the app wires it';
  }
  const isHttpUser =
    from.startsWith('server/http/') ||
    ['server/app.ts', 'server/app-modules.ts', 'server/bearer-authenticator.ts', 'server/main.ts'].includes(from) ||
    /\.(routes|page)\.ts$/.test(from);
  if (target.startsWith('server/http/') && !isHttpUser && !isTest) {
    return 'only route files and the app import the HTTP layer (server/http/): throw HttpError from server/http-error.ts';
  }
  return null;
}

/** The rule an import from `from` to the repository file `target` breaks, or null when it is allowed. */
export function checkEdge(from: string, target: string): string | null {
  const fromZone = zoneOf(from);
  const toZone = zoneOf(target);
  if (fromZone === toZone && fromZone !== 'server' && !fromZone.startsWith('feature:')) return null;
  const isTest = isTestCode(from);
  if (fromZone === 'server')
    return toZone === 'server' || toZone === 'contract'
      ? serverRule(from, target, isTest)
      : `the server must not import ${target.split('/')[0]}/`;
  if (toZone === 'server') {
    return ['server', 'scripts', 'tests', 'config'].includes(fromZone) ? null : `${fromZone} must not import the server`;
  }
  if (fromZone === 'contract') return toZone === 'contract' ? null : `contract must not import ${toZone}`;
  return browserRule(from, target, isTest);
}
