import type { Project } from '@contract/browser';
import type { ProjectItem } from './project-items';

/** Which project dialog is open, and for what: the sidebar and the studio open them the same way. */
export type DialogRequest =
  | { kind: 'create'; parentId: string | null }
  | { kind: 'rename'; project: Project }
  /** Rename Asset: `name` is what labels the creation now, `previousName` the name it was given (null: none). */
  | { kind: 'renameAsset'; asset: { id: string; name: string; previousName: string | null } }
  | { kind: 'share'; project: Project }
  | { kind: 'move'; items: ProjectItem[] }
  | { kind: 'delete'; items: ProjectItem[] }
  | { kind: 'leave'; project: Project };
