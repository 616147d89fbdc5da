import { describe, expect, it } from 'vitest';
import type { Project } from '../../../contract';
import { seedMedia } from '../../test/media';
import { readOutbox } from '../../test/outbox';
import { createProjectAs, listProjectsOf, pendingToken, projectsPath } from '../../test/projects';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type Sharing = {
  collaborators: Array<{ user_id: string; display_name: string; email: string; permission_level: string }>;
  pending_invitations: Array<{ invitee_email: string; permission_level: string }>;
};

describe('sharing a project by e-mail', () => {
  it('mails an invitation the invitee alone accepts; viewers look, editors add, removal ends access at once', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t);
    const friend = await signedInUser(t);
    const eavesdropper = await signedInUser(t);
    const project = await createProjectAs(t, owner, 'Moodboard');
    const sharing = () => t.get<Sharing>(`${projectsPath}/${project.id}/sharing`, { token: owner.token });

    const shared = await t.post(
      `${projectsPath}/${project.id}/share`,
      { email: friend.email.toUpperCase(), permission: 'viewer' },
      { token: owner.token },
    );
    expect(shared.status).toBe(201);
    const [mail] = await readOutbox(t, friend.email);
    expect(mail?.subject).toBe(`${owner.username} shared a project with you`);
    expect(mail?.text).toContain('"Moodboard"');
    expect((await sharing()).body.pending_invitations).toMatchObject([{ invitee_email: friend.email, permission_level: 'viewer' }]);

    const pending = await t.get<{ invitations: Array<Record<string, string>> }>('/api/v1/project-invitations/pending', {
      token: friend.token,
    });
    expect(pending.body.invitations).toEqual([
      expect.objectContaining({
        inviter_name: owner.username,
        project_name: 'Moodboard',
        invitee_email: friend.email,
        permission_level: 'viewer',
      }),
    ]);
    const token = await pendingToken(t, friend);
    expect((await t.post('/api/v1/project-invitations/accept', { token }, { token: eavesdropper.token })).status).toBe(404);
    expect((await t.post('/api/v1/project-invitations/accept', { token }, { token: friend.token })).body).toEqual({
      project_id: project.id,
    });
    expect((await t.post('/api/v1/project-invitations/accept', { token }, { token: friend.token })).status).toBe(404);

    const seen = (await listProjectsOf(t, friend)).find((item) => item.id === project.id);
    expect(seen).toMatchObject({
      project_type: 'shared',
      is_shared_project: true,
      permission_level: 'viewer',
      canShare: false,
      allowedPermissions: [],
    });
    expect((await sharing()).body.collaborators).toEqual([
      { user_id: friend.userId, display_name: friend.username, email: friend.email, permission_level: 'viewer' },
    ]);
    const mine = await seedMedia(t.deps.db, friend.userId);
    const moveIn = () =>
      t.post(`${projectsPath}/move`, { target_project_id: project.id, project_ids: [], content_ids: [mine.id] }, { token: friend.token });
    expect((await moveIn()).status).toBe(403);

    const upgraded = await t.patch(
      `${projectsPath}/${project.id}/collaborators/${friend.userId}`,
      { permission: 'editor' },
      { token: owner.token },
    );
    expect(upgraded.body).toMatchObject({ user_id: friend.userId, permission_level: 'editor' });
    expect((await moveIn()).status).toBe(200);
    const sub = await t.post<Project>(projectsPath, { project_name: 'Ideas', parent_id: project.id }, { token: friend.token });
    expect(sub.body).toMatchObject({ owner_id: owner.userId, permission_level: 'editor' });
    const ownersView = await t.get<{ history: Array<{ id: string }> }>(`${projectsPath}/${project.id}/content`, { token: owner.token });
    expect(ownersView.body.history.map((item) => item.id)).toEqual([mine.id]);
    expect((await t.post(`${projectsPath}/delete`, { project_ids: [project.id] }, { token: friend.token })).status).toBe(403);
    expect((await t.post(`${projectsPath}/${project.id}/share`, { email: 'x@example.com' }, { token: friend.token })).status).toBe(403);

    expect((await t.delete(`${projectsPath}/${project.id}/collaborators/${friend.userId}`, { token: owner.token })).status).toBe(200);
    expect((await t.get(`${projectsPath}/${project.id}/content`, { token: friend.token })).status).toBe(404);
    expect((await t.get(`${projectsPath}/${sub.body.id}/content`, { token: friend.token })).status).toBe(404);
    expect(await listProjectsOf(t, friend)).toEqual([]);
    // What the removed editor made stays theirs, in their own history.
    const history = await t.get<{ history: Array<{ id: string }> }>('/api/v1/generated-history', { token: friend.token });
    expect(history.body.history.map((item) => item.id)).toEqual([mine.id]);
  });

  it('refuses inviting oneself or a member again, cancels and declines, and lets a collaborator leave', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t);
    const friend = await signedInUser(t);
    const project = await createProjectAs(t, owner, 'Album');
    const share = (email: string) => t.post(`${projectsPath}/${project.id}/share`, { email, permission: 'editor' }, { token: owner.token });

    expect((await share(owner.email)).body).toEqual({ code: 'validation_error', message: 'You cannot invite yourself.' });
    expect((await share('not an address')).status).toBe(400);
    await share('someone@example.com');
    expect(
      (await t.post(`${projectsPath}/${project.id}/invitations/cancel`, { email: 'someone@example.com' }, { token: owner.token })).status,
    ).toBe(200);
    expect(
      (await t.post(`${projectsPath}/${project.id}/invitations/cancel`, { email: 'someone@example.com' }, { token: owner.token })).status,
    ).toBe(404);

    await share(friend.email);
    expect(
      (await t.post('/api/v1/project-invitations/decline', { token: await pendingToken(t, friend) }, { token: friend.token })).status,
    ).toBe(200);
    expect(await listProjectsOf(t, friend)).toEqual([]);
    await share(friend.email);
    await t.post('/api/v1/project-invitations/accept', { token: await pendingToken(t, friend) }, { token: friend.token });
    expect((await share(friend.email)).body).toEqual({ code: 'already_member', message: 'This person already has access to the project.' });
    expect((await t.post(`${projectsPath}/${project.id}/leave`, undefined, { token: owner.token })).status).toBe(403);
    expect((await t.post(`${projectsPath}/${project.id}/leave`, undefined, { token: friend.token })).status).toBe(200);
    expect((await t.get(`${projectsPath}/${project.id}/content`, { token: friend.token })).status).toBe(404);
  });
});
