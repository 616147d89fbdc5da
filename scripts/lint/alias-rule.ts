/**
 * Import paths: an import that leaves its tier names the file from the root through tsconfig.json's aliases
 * (`@/design-system`, `@/domain/generation`, `@contract/browser`, `@mocks/…`, `@stories/…`), so moving a file
 * within its tier changes none of its imports and a reader sees at once which tier an import reaches; an import
 * within the tier stays relative, so a feature's own files read as one piece. Node loads the build scripts and the
 * server without the aliases, so the rule covers only the code Vite and vitest compile.
 */

const aliasOfRoot: Record<string, string> = { src: '@/', contract: '@contract/', mocks: '@mocks/', stories: '@stories/' };
const aliasUsers = ['src/', 'stories/', 'mocks/', '.storybook/', 'tests/unit/', 'tests/render/'];

/** A tier for this rule: a src layer (each feature on its own), or a top-level folder (`tests/<kind>` apart). */
function tierOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src') {
    if (parts[1] === 'features') return `src/features/${parts[2]}`;
    return parts.length > 2 ? `src/${parts[1]}` : 'src';
  }
  if (parts[0] === 'tests') return `tests/${parts[1]}`;
  return parts[0]!;
}

/** What is wrong with how `specifier` in `from` names `target`, or null. */
export function checkImportPath(from: string, target: string, specifier: string): string | null {
  if (!aliasUsers.some((folder) => from.startsWith(folder))) return null;
  const isRelative = specifier.startsWith('.');
  const isSameTier = tierOf(from) === tierOf(target);
  const alias = aliasOfRoot[target.split('/')[0]!];
  if (isRelative && !isSameTier && alias) {
    return `an import that leaves its tier names it by alias: '${alias}${target.slice(target.indexOf('/') + 1).replace(/(\/index)?\.tsx?$/, '')}'`;
  }
  if (!isRelative && isSameTier) return 'an import within its tier is relative';
  return null;
}
