import { describe, expect, it } from 'vitest';
import { allCalls } from '../../../contract';
import { seedMedia } from '../../test/media';
import { createProjectAs, listProjectsOf, pendingToken, projectsPath, shareAndAccept } from '../../test/projects';
import { createTestApp, uniqueName, type TestApp, type TestResponse } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

type Role = 'stranger' | 'viewer' | 'editor' | 'owner';
const roles: Role[] = ['stranger', 'viewer', 'editor', 'owner'];

/** A fresh project for one check: the owner's, shared with a viewer and an editor, one more collaborator and a pending invitation. */
interface Scene {
  projectId: string;
  users: Record<Role, SignedInUser>;
  /** A creation of the acting user's own, unassigned. */
  ownCreation: string;
  third: SignedInUser;
  invitedEmail: string;
}

interface Check {
  call: (t: TestApp, scene: Scene, actor: SignedInUser) => Promise<TestResponse>;
  expected: Record<Role, number>;
}

const p = (s: Scene, rest = '') => `${projectsPath}/${s.projectId}${rest}`;

/** What each role gets from each project call. Keyed by the contract's names: a new call fails the test until it is listed. */
const checks: Record<string, Check> = {
  listProjects: {
    call: (t, _s, actor) => t.get(projectsPath, { token: actor.token }),
    expected: { stranger: 200, viewer: 200, editor: 200, owner: 200 },
  },
  createProject: {
    call: (t, s, actor) => t.post(projectsPath, { project_name: 'Inside', parent_id: s.projectId }, { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 201, owner: 201 },
  },
  renameProject: {
    call: (t, s, actor) => t.patch(p(s), { project_name: 'Renamed' }, { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 200 },
  },
  getProjectContent: {
    call: (t, s, actor) => t.get(p(s, '/content'), { token: actor.token }),
    expected: { stranger: 404, viewer: 200, editor: 200, owner: 200 },
  },
  moveProjectItems: {
    call: (t, s, actor) =>
      t.post(
        `${projectsPath}/move`,
        { target_project_id: s.projectId, project_ids: [], content_ids: [s.ownCreation] },
        { token: actor.token },
      ),
    expected: { stranger: 404, viewer: 403, editor: 200, owner: 200 },
  },
  deleteProjectItems: {
    call: (t, s, actor) => t.post(`${projectsPath}/delete`, { project_ids: [s.projectId], content_ids: [] }, { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 200 },
  },
  getProjectSharing: {
    call: (t, s, actor) => t.get(p(s, '/sharing'), { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 200 },
  },
  shareProject: {
    call: (t, s, actor) =>
      t.post(p(s, '/share'), { email: `${uniqueName('new')}@example.com`, permission: 'editor' }, { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 201 },
  },
  cancelProjectInvitation: {
    call: (t, s, actor) => t.post(p(s, '/invitations/cancel'), { email: s.invitedEmail }, { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 200 },
  },
  updateProjectCollaborator: {
    call: (t, s, actor) => t.patch(p(s, `/collaborators/${s.third.userId}`), { permission: 'editor' }, { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 200 },
  },
  removeProjectCollaborator: {
    call: (t, s, actor) => t.delete(p(s, `/collaborators/${s.third.userId}`), { token: actor.token }),
    expected: { stranger: 404, viewer: 403, editor: 403, owner: 200 },
  },
  leaveProject: {
    call: (t, s, actor) => t.post(p(s, '/leave'), undefined, { token: actor.token }),
    expected: { stranger: 404, viewer: 200, editor: 200, owner: 403 },
  },
  listPendingProjectInvitations: {
    call: (t, _s, actor) => t.get('/api/v1/project-invitations/pending', { token: actor.token }),
    expected: { stranger: 200, viewer: 200, editor: 200, owner: 200 },
  },
  // Nobody but the invitee answers an invitation, not even the project's owner.
  acceptProjectInvitation: {
    call: async (t, s, actor) =>
      t.post('/api/v1/project-invitations/accept', { token: await pendingToken(t, s.third) }, { token: actor.token }),
    expected: { stranger: 404, viewer: 404, editor: 404, owner: 404 },
  },
  declineProjectInvitation: {
    call: async (t, s, actor) =>
      t.post('/api/v1/project-invitations/decline', { token: await pendingToken(t, s.third) }, { token: actor.token }),
    expected: { stranger: 404, viewer: 404, editor: 404, owner: 404 },
  },
};

async function scene(t: TestApp, users: Record<Role, SignedInUser>, third: SignedInUser, actor: SignedInUser): Promise<Scene> {
  const project = await createProjectAs(t, users.owner, uniqueName('project'));
  await shareAndAccept(t, users.owner, users.viewer, project, 'viewer');
  await shareAndAccept(t, users.owner, users.editor, project, 'editor');
  await shareAndAccept(t, users.owner, third, project, 'viewer');
  // A second project invites the third user again, so an invitation of theirs is waiting.
  const other = await createProjectAs(t, users.owner, uniqueName('other'));
  await t.post(`${projectsPath}/${other.id}/share`, { email: third.email, permission: 'viewer' }, { token: users.owner.token });
  const invitedEmail = `${uniqueName('invited')}@example.com`;
  await t.post(`${projectsPath}/${project.id}/share`, { email: invitedEmail, permission: 'viewer' }, { token: users.owner.token });
  const ownCreation = (await seedMedia(t.deps.db, actor.userId)).id;
  return { projectId: project.id, users, ownCreation, third, invitedEmail };
}

describe('project permissions, call by call and role by role', () => {
  it('covers every project call of the contract', () => {
    const projectCalls = allCalls.filter((call) => call.tags.includes('projects')).map((call) => call.name);
    expect(Object.keys(checks).toSorted()).toEqual(projectCalls.toSorted());
  });

  it.each(Object.entries(checks))(
    '%s: each role gets what the rules allow, a stranger learns nothing',
    async (name, check) => {
      const t = await createTestApp();
      const users = {
        stranger: await signedInUser(t),
        viewer: await signedInUser(t),
        editor: await signedInUser(t),
        owner: await signedInUser(t),
      };
      const third = await signedInUser(t);
      for (const role of roles) {
        const s = await scene(t, users, third, users[role]);
        const answer = await check.call(t, s, users[role]);
        expect(answer.status, `${name} as ${role}: ${JSON.stringify(answer.body)}`).toBe(check.expected[role]);
        if (answer.status === 404) expect(JSON.stringify(answer.body)).not.toContain(s.projectId);
        const visible = (await listProjectsOf(t, users[role])).some((project) => project.id === s.projectId);
        const mayStillSee = role === 'owner' ? name !== 'deleteProjectItems' : role !== 'stranger' && name !== 'leaveProject';
        expect(visible, `${name} as ${role}: listed afterwards`).toBe(mayStillSee);
      }
    },
    60_000,
  );
});
