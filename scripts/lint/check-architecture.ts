import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkImportPath } from './alias-rule';
import { findCycles } from './cycles';
import { checkDomainUsers } from './domain-users';
import { checkFirstLoad } from './first-load';
import { buildImportGraph } from './import-graph';
import { checkEdge } from './layer-rules';
import { checkCssLine, checkLiteralProps, type Finding } from './text-rules';

export type { Finding } from './text-rules';

/**
 * Every architecture finding for the files of `root`: imports against the layer rules and the alias rule, import
 * cycles anywhere, broken imports, packages the browser must load lazily (zod), domain modules that one feature
 * alone uses, physical CSS properties in the app's styles, and literal text in components.
 */
export function checkArchitecture(root: string, files: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const graph = buildImportGraph(root, files);
  for (const edge of graph.edges) {
    const message = checkEdge(edge.from, edge.to) ?? checkImportPath(edge.from, edge.to, edge.specifier);
    if (message) findings.push({ file: edge.from, line: edge.line, message: `${message} ('${edge.specifier}')` });
  }
  for (const edge of graph.unresolved) {
    findings.push({ file: edge.from, line: edge.line, message: `'${edge.specifier}' resolves to no file of the repository` });
  }
  for (const cycle of findCycles(graph.files, graph.edges)) {
    findings.push({ file: cycle[0]!, line: 1, message: `import cycle: ${cycle.join(' → ')}` });
  }
  findings.push(...checkFirstLoad(graph));
  findings.push(...checkDomainUsers(graph));
  for (const file of files) findings.push(...checkText(root, file));
  return findings;
}

function checkText(root: string, file: string): Finding[] {
  const isCss = file.startsWith('src/') && file.endsWith('.css');
  // Stories and the kits they share pass sample text (labels, titles) as literals: it is not the app's own text.
  const isStory = /(\.stories|-story-kit)\.tsx$/.test(file);
  const isComponent = file.startsWith('src/') && file.endsWith('.tsx') && !isStory;
  if (!isCss && !isComponent) return [];
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  return lines.flatMap((line, index) => {
    const message = isCss ? checkCssLine(line) : checkLiteralProps(line);
    return message ? [{ file, line: index + 1, message }] : [];
  });
}
