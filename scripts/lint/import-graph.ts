import { existsSync, readFileSync } from 'node:fs';
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
  /** The names taken from `to`, each with the name it is passed on under when the import is a re-export. */
  bindings: Binding[];
}

/**
 * One name an import takes: `imported` is the target's export name (`default` for a default import, `*` for the
 * whole module: a namespace, `export *`, `import()`); `exported`, on a re-export, the name this file gives it (`*`
 * for `export *`, which passes on every name of the target but its default).
 */
interface Binding {
  imported: string;
  exported?: string;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
  /** Relative imports that resolve to no file: a broken import is an error too. */
  unresolved: ImportEdge[];
  /** Imports of packages (`to` is the package name). */
  packages: ImportEdge[];
  /** The names each parsed file exports from its own declarations (`default` included); re-exports are edges. */
  ownExports: Map<string, Set<string>>;
}

const sourcePattern = /\.(ts|tsx|mts|cts)$/;

interface Found {
  specifier: string;
  start: number;
  isTypeOnly: boolean;
  isDynamic?: boolean;
  bindings: Binding[];
}

interface ModuleNames {
  imports: Found[];
  ownExports: Set<string>;
}

/**
 * Every module specifier in a file, from the parser's module record: static imports (one line or many), side
 * effect imports, re-exports (`export ... from`, `export * from`, and `export { x }` of an imported `x`, which the
 * parser reports with the module it came from) and dynamic `import()` of a literal; and the names the file
 * exports from its own declarations.
 */
function moduleNamesOf(file: string, text: string): ModuleNames {
  const { module, errors } = parseSync(file, text);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'does not parse'}`);
  const imports: Found[] = [];
  const ownExports = new Set<string>();
  for (const entry of module.staticImports) {
    const isTypeOnly = entry.entries.length > 0 && entry.entries.every((name) => name.isType);
    const bindings = entry.entries.map(({ importName }) => ({ imported: importedName(importName.kind, importName.name) }));
    imports.push({ specifier: entry.moduleRequest.value, start: entry.start, isTypeOnly, bindings });
  }
  for (const entry of module.staticExports) {
    // One statement may pass on names from several modules (`export { a, b }` of two imports): an edge for each.
    const bySpecifier = new Map<string, typeof entry.entries>();
    for (const name of entry.entries) {
      if (!name.moduleRequest) {
        ownExports.add(name.exportName.kind === 'Default' ? 'default' : (name.exportName.name ?? ''));
        continue;
      }
      bySpecifier.set(name.moduleRequest.value, [...(bySpecifier.get(name.moduleRequest.value) ?? []), name]);
    }
    for (const [specifier, names] of bySpecifier) {
      const bindings = names.map(({ importName, exportName }) => ({
        imported: importName.kind === 'Name' ? (importName.name ?? '') : '*',
        exported: exportName.kind === 'None' ? '*' : exportName.kind === 'Default' ? 'default' : (exportName.name ?? ''),
      }));
      imports.push({ specifier, start: entry.start, isTypeOnly: names.every((name) => name.isType), bindings });
    }
  }
  for (const entry of module.dynamicImports) {
    const literal = /^\s*(['"`])([^'"`$]*)\1\s*$/.exec(text.slice(entry.moduleRequest.start, entry.moduleRequest.end));
    if (literal?.[2] !== undefined) {
      imports.push({ specifier: literal[2], start: entry.start, isTypeOnly: false, isDynamic: true, bindings: [{ imported: '*' }] });
    }
  }
  return { imports, ownExports };
}

function importedName(kind: string, name: string | null): string {
  if (kind === 'Default') return 'default';
  return kind === 'Name' ? (name ?? '') : '*';
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

/** An alias of tsconfig.json's `paths` (`@/…`, `@contract/…`): a file of ours named from the root, not a package. */
function isAlias(specifier: string): boolean {
  return /^@(\/|(contract|mocks|stories)(\/|$))/.test(specifier);
}

/**
 * Parses each TypeScript file under `root` and resolves its relative and aliased imports the way the bundler does
 * (index files, extensions, CSS modules, tsconfig.json's paths). Package imports are left out: the rules are about
 * our own folders.
 */
export function buildImportGraph(root: string, files: readonly string[]): ImportGraph {
  const tsconfig = path.join(root, 'tsconfig.json');
  const resolver = new ResolverFactory({
    extensions: ['.ts', '.tsx', '.mts', '.js', '.json'],
    conditionNames: ['import', 'default'],
    ...(existsSync(tsconfig) ? { tsconfig: { configFile: tsconfig } } : {}),
  });
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  const unresolved: ImportEdge[] = [];
  const packages: ImportEdge[] = [];
  const ownExports = new Map<string, Set<string>>();
  for (const file of files.filter((name) => sourcePattern.test(name))) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const names = moduleNamesOf(file, text);
    ownExports.set(file, names.ownExports);
    for (const found of names.imports) {
      const where = {
        from: file,
        specifier: found.specifier,
        line: lineAt(text, found.start),
        isTypeOnly: found.isTypeOnly,
        isDynamic: Boolean(found.isDynamic),
        bindings: found.bindings,
      };
      if (!found.specifier.startsWith('.') && !isAlias(found.specifier)) {
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
  return { files: [...files], edges, unresolved, packages, ownExports };
}
