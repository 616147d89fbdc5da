import type { ImportEdge, ImportGraph } from './import-graph';
import { isTestCode, zoneOf } from './layer-rules';
import type { Finding } from './text-rules';

/*
 * src/domain/<area>/ holds what two or more features, or the app and a feature, share. A domain module whose
 * users outside src/domain are one feature belongs in that feature. Tests, stories and mocks are not users.
 *
 * Features import from an area's barrel (`index.ts`), so each imported name is followed through the barrel's
 * `export { … } from` and `export * from` to the module that declares it. A domain module used by another
 * domain module has that module's users too, transitively. A module used only by the app, or by nobody, is
 * not this rule's concern: the app composes features, and unused exports are another check's job.
 */

const sourcePattern = /\.(ts|tsx|mts|cts)$/;
const isBarrel = (file: string) => /\/index\.tsx?$/.test(file);

/** A non-index, non-test source file under src/domain/: what this rule judges. */
function isDomainModule(file: string): boolean {
  return file.startsWith('src/domain/') && sourcePattern.test(file) && !isBarrel(file) && !isTestCode(file);
}

/** Who a file counts as when it imports a domain module: `feature:<name>`, `app`, or the module itself. */
function userOf(file: string): string {
  if (isDomainModule(file)) return file;
  const zone = zoneOf(file);
  return zone === 'src' ? 'app' : zone;
}

/**
 * The files a name of `file` passes through on its way from its declaration: the file itself when it declares
 * or re-exports the name, and each file along the re-export chain. `*` stands for every name of the file.
 */
function nameResolver(graph: ImportGraph): (file: string, name: string) => Set<string> {
  const reexports = new Map<string, ImportEdge[]>();
  for (const edge of graph.edges) {
    if (edge.bindings.some((binding) => binding.exported !== undefined)) {
      reexports.set(edge.from, [...(reexports.get(edge.from) ?? []), edge]);
    }
  }
  const memo = new Map<string, Set<string>>();
  const resolve = (file: string, name: string, visiting: Set<string>): Set<string> => {
    const key = `${file}\0${name}`;
    const known = memo.get(key);
    if (known) return known;
    // A loop of re-exports declares nothing new; the cycle rule reports it.
    if (visiting.has(key)) return new Set();
    visiting.add(key);
    const found = new Set<string>();
    if (name === '*' || graph.ownExports.get(file)?.has(name)) found.add(file);
    for (const edge of reexports.get(file) ?? []) {
      for (const binding of edge.bindings) {
        if (binding.exported === undefined) continue;
        // `export *` passes on every name of its target but the default.
        const isPassedOn = name === '*' || binding.exported === name || (binding.exported === '*' && name !== 'default');
        if (!isPassedOn) continue;
        // `export *` looks the same name up in its target; `export { a as b }` looks up `a`, `export * as ns` all.
        const chain = resolve(edge.to, binding.exported === '*' ? name : binding.imported, visiting);
        if (chain.size === 0) continue;
        found.add(file);
        for (const through of chain) found.add(through);
      }
    }
    visiting.delete(key);
    memo.set(key, found);
    return found;
  };
  return (file, name) => resolve(file, name, new Set());
}

/** Each domain module's users outside src/domain, domain modules that use it standing in for their own users. */
export function domainUsers(graph: ImportGraph): Map<string, Set<string>> {
  const resolve = nameResolver(graph);
  const direct = new Map<string, Set<string>>(graph.files.filter(isDomainModule).map((file) => [file, new Set()]));
  for (const edge of graph.edges) {
    // A barrel only passes names on; who imports through it is the user.
    if (isTestCode(edge.from) || (edge.from.startsWith('src/domain/') && isBarrel(edge.from))) continue;
    const user = userOf(edge.from);
    // A side-effect import (`import './setup'`) uses the file it names and nothing it re-exports.
    const used = edge.bindings.length > 0 ? edge.bindings.flatMap((binding) => [...resolve(edge.to, binding.imported)]) : [edge.to];
    for (const module of used) if (module !== edge.from) direct.get(module)?.add(user);
  }
  const users = new Map<string, Set<string>>();
  const collect = (module: string, visiting: Set<string>): Set<string> => {
    const known = users.get(module);
    if (known) return known;
    const found = new Set<string>();
    visiting.add(module);
    for (const user of direct.get(module) ?? []) {
      if (!direct.has(user)) found.add(user);
      else if (!visiting.has(user)) for (const outer of collect(user, visiting)) found.add(outer);
    }
    visiting.delete(module);
    // Inside a loop of imports the answer may be partial; the cycle rule fails the run on such a loop anyway.
    users.set(module, found);
    return found;
  };
  for (const module of direct.keys()) collect(module, new Set());
  return users;
}

/** A finding for each domain module that one feature alone uses. */
export function checkDomainUsers(graph: ImportGraph): Finding[] {
  const findings: Finding[] = [];
  for (const [module, users] of domainUsers(graph)) {
    const [only] = users;
    if (users.size !== 1 || !only?.startsWith('feature:')) continue;
    const feature = only.slice('feature:'.length);
    findings.push({
      file: module,
      line: 1,
      message: `used only by the ${feature} feature: move it into src/features/${feature}/`,
    });
  }
  return findings;
}
