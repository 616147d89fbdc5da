import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { ResolverFactory } from 'oxc-resolver';

/** One import of one file: what it named, the repository file it resolved to, and where it stands. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
  line: number;
  /** `import type`, `export type`, or an import whose every name is a type: gone after compilation. */
  isTypeOnly: boolean;
  /** `import()`: loaded when the code asks, in a chunk of its own. */
  isDynamic: boolean;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Relative imports that resolve to no file: a broken import is an error too. */
  unresolved: ImportEdge[];
  /** Imports of packages (`to` is the package name). */
  packages: ImportEdge[];
}

const sourcePattern = /\.(ts|tsx|mts|cts)$/;

interface Found {
  specifier: string;
  start: number;
  isTypeOnly: boolean;
  isDynamic?: boolean;
}

/**
 * Every module specifier in a file, from the parser's module record: static imports (one line or many), side
 * effect imports, re-exports (`export ... from`, `export * from`) and dynamic `import()` of a literal.
 */
function importsOf(file: string, text: string): Found[] {
  const { module, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'does not parse'}`);
  const found: Found[] = [];
  for (const entry of module.staticImports) {
    const isTypeOnly = entry.entries.length > 0 && entry.entries.every((name) => name.isType);
    found.push({ specifier: entry.moduleRequest.value, start: entry.start, isTypeOnly });
  }
  for (const entry of module.staticExports) {
    const reexports = entry.entries.filter((name) => name.moduleRequest);
    const first = reexports[0];
    if (!first?.moduleRequest) continue;
    found.push({ specifier: first.moduleRequest.value, start: entry.start, isTypeOnly: reexports.every((name) => name.isType) });
  }
  for (const entry of module.dynamicImports) {
    const literal = /^\s*(['"`])([^'"`$]*)\1\s*$/.exec(text.slice(entry.moduleRequest.start, entry.moduleRequest.end));
    if (literal?.[2] !== undefined) found.push({ specifier: literal[2], start: entry.start, isTypeOnly: false, isDynamic: true });
  }
  return found;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/** `zod` for `zod/mini`, `@scope/name` for `@scope/name/sub`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Parses each TypeScript file under `root` and resolves its relative imports the way the bundler does (index
 * files, extensions, CSS modules). Package imports are left out: the rules are about our own folders.
 */
export function buildImportGraph(root: string, files: readonly string[]): ImportGraph {
  const resolver = new ResolverFactory({ extensions: ['.ts', '.tsx', '.mts', '.js', '.json'], conditionNames: ['import', 'default'] });
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  const unresolved: ImportEdge[] = [];
  const packages: ImportEdge[] = [];
  for (const file of files.filter((name) => sourcePattern.test(name))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const found of importsOf(file, text)) {
      const where = {
        from: file,
        specifier: found.specifier,
        line: lineAt(text, found.start),
        isTypeOnly: found.isTypeOnly,
        isDynamic: Boolean(found.isDynamic),
      };
      if (!found.specifier.startsWith('.')) {
        packages.push({ ...where, to: packageName(found.specifier) });
        continue;
      }
      const specifier = found.specifier.replace(/\?.*$/, '');
      const resolved = resolver.sync(path.join(root, path.dirname(file)), specifier);
      const to = resolved.path ? path.relative(root, resolved.path).split(path.sep).join('/') : '';
      const edge = { ...where, to };
      if (to && known.has(to)) edges.push(edge);
      else unresolved.push(edge);
    }
  }
  return { files: [...files], edges, unresolved, packages };
}
