import { downloadItemOf, safeNamePart } from './download-names';
import type { ZipEntry } from './downloads';

/** One page of a project's content, as the project content call answers it (spec part 2 §8). */
export interface ProjectContentPage {
  project: { project_name: string };
  history: ReadonlyArray<Parameters<typeof downloadItemOf>[0]>;
  children: ReadonlyArray<{ id: string; project_name: string }>;
  next_cursor: string | null;
}

export type ReadProjectPage = (projectId: string, cursor: string | undefined, signal?: AbortSignal) => Promise<ProjectContentPage>;

/** The deepest folder nesting followed; a cycle in the data cannot make the walk endless. */
const maxDepth = 20;

/**
 * Everything in a project for its zip, read recursively: each page of its creations, then each sub-project in a
 * folder of its name. The reader is the projects' content call, passed in by the screen that offers the download.
 */
export async function collectProjectEntries(projectId: string, read: ReadProjectPage, signal?: AbortSignal): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  const visited = new Set<string>();
  const walk = async (id: string, folder: string, depth: number) => {
    if (visited.has(id) || depth > maxDepth) return;
    visited.add(id);
    const children: Array<{ id: string; project_name: string }> = [];
    let cursor: string | undefined;
    do {
      const page = await read(id, cursor, signal);
      for (const media of page.history) entries.push({ item: downloadItemOf(media), folder });
      children.push(...page.children);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    for (const child of children) {
      await walk(child.id, folder ? `${folder}/${safeNamePart(child.project_name)}` : safeNamePart(child.project_name), depth + 1);
    }
  };
  await walk(projectId, '', 0);
  return entries;
}
