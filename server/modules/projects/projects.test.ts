import { describe, expect, it } from 'vitest';
import { projectLimits, projectSchema, type Project } from '../../../contract';
import { seedMedia } from '../../test/media';
import { createProjectAs, listProjectsOf, projectsPath } from '../../test/projects';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type Content = {
  project: Project;
  path: Array<{ id: string; project_name: string }>;
  children: Project[];
  history: Array<{ id: string; project_id: string | null; project_name: string | null }>;
  next_cursor: string | null;
};

describe('projects: create, nest, rename, list and read', () => {
  it('nests projects, lists them flat with counts and reads a project with its path, children and creations', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const campaign = await createProjectAs(t, user, '  Summer Campaign ');
    expect(projectSchema.parse(campaign)).toMatchObject({
      project_name: 'Summer Campaign',
      parent_id: null,
      item_count: 0,
      project_type: 'default',
      permission_level: 'owner',
      is_shared_project: false,
      canShare: true,
      allowedPermissions: ['viewer', 'editor'],
      owner_id: user.userId,
      owner_name: user.username,
    });
    t.clock.advance(1000);
    const posters = await createProjectAs(t, user, 'Posters', campaign.id);
    t.clock.advance(1000);
    const drafts = await createProjectAs(t, user, 'Drafts', posters.id);
    const picture = await seedMedia(t.deps.db, user.userId, { projectId: posters.id, thumbnailKey: 'thumb.webp' });
    await seedMedia(t.deps.db, user.userId, { projectId: posters.id });

    const listed = await listProjectsOf(t, user);
    expect(listed.map((project) => [project.project_name, project.parent_id, project.item_count])).toEqual([
      ['Drafts', posters.id, 0],
      ['Posters', campaign.id, 3],
      ['Summer Campaign', null, 1],
    ]);
    expect(listed.find((project) => project.id === posters.id)?.latest_thumbnail_url).toContain(`/media/files/${picture.id}/thumbnail?t=`);

    const content = await t.get<Content>(`${projectsPath}/${drafts.id}/content`, { token: user.token });
    expect(content.status).toBe(200);
    expect(content.body.path.map((step) => step.project_name)).toEqual(['Summer Campaign', 'Posters']);
    const middle = await t.get<Content>(`${projectsPath}/${posters.id}/content?per_page=1`, { token: user.token });
    expect(middle.body.children.map((child) => child.project_name)).toEqual(['Drafts']);
    expect(middle.body.history).toHaveLength(1);
    expect(middle.body.history[0]).toMatchObject({ project_id: posters.id, project_name: 'Posters' });
    const next = await t.get<Content>(`${projectsPath}/${posters.id}/content?per_page=1&cursor=${middle.body.next_cursor}`, {
      token: user.token,
    });
    expect(next.body.history.map((item) => item.id)).not.toEqual(middle.body.history.map((item) => item.id));
    expect(next.body.next_cursor).toBeNull();

    const renamed = await t.patch<Project>(`${projectsPath}/${drafts.id}`, { project_name: 'Final' }, { token: user.token });
    expect(renamed.status).toBe(200);
    expect(renamed.body.project_name).toBe('Final');
    const history = await t.get<{ history: Content['history'] }>(`/api/v1/generated-history?project_id=${posters.id}`, {
      token: user.token,
    });
    expect(history.body.history.map((item) => item.project_name)).toEqual(['Posters', 'Posters']);
  });

  it('refuses a blank name, control characters and nesting past the limit, and changes nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const name of ['', '   ', 'line\nbreak', 'bell\u0007', 'x'.repeat(projectLimits.maxNameLength + 1)]) {
      const refused = await t.post(projectsPath, { project_name: name }, { token: user.token });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation_error' });
    }
    expect((await t.post(projectsPath, '{not json', { token: user.token })).status).toBe(400);
    let parent: Project | undefined;
    for (let level = 1; level <= projectLimits.maxDepth; level += 1) {
      parent = await createProjectAs(t, user, `Level ${level}`, parent?.id);
    }
    const tooDeep = await t.post(projectsPath, { project_name: 'One too many', parent_id: parent!.id }, { token: user.token });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body).toEqual({
      code: 'project_limit',
      message: `Projects can be nested at most ${projectLimits.maxDepth} levels deep.`,
    });
    expect(await listProjectsOf(t, user)).toHaveLength(projectLimits.maxDepth);
    const unknownParent = await t.post(projectsPath, { project_name: 'Orphan', parent_id: 'not-a-uuid' }, { token: user.token });
    expect(unknownParent.status).toBe(404);
    const unknownTeam = await t.post(projectsPath, { project_name: 'Team', team_id: 'some-team' }, { token: user.token });
    expect(unknownTeam.status).toBe(404);
  });
});
