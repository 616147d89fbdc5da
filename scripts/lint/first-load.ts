import type { ImportEdge, ImportGraph } from './import-graph';
import { isTestCode } from './layer-rules';
import type { Finding } from './text-rules';

/** Packages the browser must not load before the code that needs them asks for them. */
const lazyPackages: Record<string, string> = {
  zod: 'import calls and values from contract/browser.ts, or load a schema with import() in the form that needs it',
};

const isStatic = (edge: ImportEdge) => !edge.isTypeOnly && !edge.isDynamic;
const isBrowser = (file: string) => file.startsWith('src/') && !isTestCode(file);

/**
 * Browser code must not reach a lazy package through static imports: each static import from src/ into a
 * file that loads one, directly or through its own static imports, is a finding. `import()` is the way in.
 */
export function checkFirstLoad(graph: ImportGraph): Finding[] {
  // Which files load which lazy package up front, propagated backwards along static imports.
  const loads = new Map<string, Set<string>>();
  const mark = (file: string, pkg: string): boolean => {
    const set = loads.get(file) ?? new Set<string>();
    if (set.has(pkg)) return false;
    loads.set(file, set.add(pkg));
    return true;
  };
  for (const edge of graph.packages) if (isStatic(edge) && lazyPackages[edge.to]) mark(edge.from, edge.to);
  const staticEdges = graph.edges.filter(isStatic);
  for (let changed = true; changed;) {
    changed = false;
    for (const edge of staticEdges) for (const pkg of loads.get(edge.to) ?? []) changed = mark(edge.from, pkg) || changed;
  }
  const findings: Finding[] = [];
  const report = (edge: ImportEdge, pkg: string) =>
    findings.push({
      file: edge.from,
      line: edge.line,
      message: `the browser must not load ${pkg} up front ('${edge.specifier}'): ${lazyPackages[pkg]}`,
    });
  for (const edge of graph.packages) if (isBrowser(edge.from) && isStatic(edge) && lazyPackages[edge.to]) report(edge, edge.to);
  for (const edge of staticEdges) {
    if (!isBrowser(edge.from) || isBrowser(edge.to)) continue;
    for (const pkg of loads.get(edge.to) ?? []) report(edge, pkg);
  }
  return findings;
}
