import type { Project, ProjectPermissionLevel } from '../../contract';
import type { TestApp } from './test-app';
import type { SignedInUser } from './users';

export const projectsPath = '/api/v1/projects';

/** Creates a project as `user`; fails the test loudly if the server refuses. */
export async function createProjectAs(t: TestApp, user: SignedInUser, name: string, parentId?: string): Promise<Project> {
  const answer = await t.post<Project>(
    projectsPath,
    { project_name: name, ...(parentId ? { parent_id: parentId } : {}) },
    { token: user.token },
  );
  if (answer.status !== 201) throw new Error(`Creating ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function listProjectsOf(t: TestApp, user: SignedInUser): Promise<Project[]> {
  const answer = await t.get<{ projects: Project[] }>(projectsPath, { token: user.token });
  if (answer.status !== 200) throw new Error(`Listing projects answered ${answer.status}`);
  return answer.body.projects;
}

/** The token of an invitation waiting for `user` (to the named project, or the newest), as their notification centre lists it. */
export async function pendingToken(t: TestApp, user: SignedInUser, projectName?: string): Promise<string> {
  const answer = await t.get<{ invitations: Array<{ token: string; project_name: string }> }>('/api/v1/project-invitations/pending', {
    token: user.token,
  });
  const token = answer.body.invitations.find((invitation) => projectName === undefined || invitation.project_name === projectName)?.token;
  if (!token) throw new Error(`No invitation waits for ${user.email}`);
  return token;
}

/** The owner shares the project with `invitee`, who accepts: the usual way a collaborator arrives. */
export async function shareAndAccept(
  t: TestApp,
  owner: SignedInUser,
  invitee: SignedInUser,
  project: Pick<Project, 'id' | 'project_name'>,
  permission: ProjectPermissionLevel,
): Promise<void> {
  const shared = await t.post(`${projectsPath}/${project.id}/share`, { email: invitee.email, permission }, { token: owner.token });
  if (shared.status !== 201) throw new Error(`Sharing answered ${shared.status}: ${JSON.stringify(shared.body)}`);
  const accepted = await t.post(
    '/api/v1/project-invitations/accept',
    { token: await pendingToken(t, invitee, project.project_name) },
    { token: invitee.token },
  );
  if (accepted.status !== 200) throw new Error(`Accepting answered ${accepted.status}`);
}
