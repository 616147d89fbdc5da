import { beforeEach, describe, expect, it } from 'vitest';
import { activeTeamId, resetWorkspace, setActiveProject, switchWorkspace, workspaceStore } from './workspace-store';

describe('workspace store', () => {
  beforeEach(resetWorkspace);

  it('starts in the personal workspace with no project', () => {
    expect(workspaceStore).toEqual({ activeWorkspace: 'personal', activeProject: null });
    expect(activeTeamId()).toBeNull();
  });

  it('clears the active project when the workspace changes', () => {
    setActiveProject('project-1');
    switchWorkspace('team-7');
    expect(workspaceStore).toEqual({ activeWorkspace: 'team-7', activeProject: null });
    expect(activeTeamId()).toBe('team-7');
  });

  it('keeps the project when the same workspace is chosen again', () => {
    switchWorkspace('team-7');
    setActiveProject('project-1');
    switchWorkspace('team-7');
    expect(workspaceStore.activeProject).toBe('project-1');
  });
});
