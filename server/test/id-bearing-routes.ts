import { expect } from 'vitest';
import { buyWithSandbox } from './billing';
import { postForm, run, testPng, textToImage, uploadImage, waitForTask } from './generation';
import { seedMedia } from './media';
import { createProjectAs, shareAndAccept } from './projects';
import { createTeamAs, invite, joinTeam, transfer } from './teams';
import type { TestApp, TestResponse } from './test-app';
import { setTier, signedInUser, type SignedInUser } from './users';

/*
 * For server/http/other-users-ids.test.ts: everything one user owns that a path id can name, and the id-bearing
 * calls of projects, teams and webhooks, each aimed at the owner's ids.
 */

/** Everything the owner has that a path id can name: a finished task and its creation, a video, an upload, a key. */
export async function ownersThings(t: TestApp, owner: SignedInUser) {
  const { body } = await run(t, owner.token, textToImage('the secret garden of the owner'));
  const task = await waitForTask(t, owner.token, body.tasks[0]!.task_id);
  expect(task.status).toBe('complete');
  const creation = task.data!.results[0]!;
  const videoKey = `results/${owner.userId}/clip/0.mp4`;
  await t.deps.storage.put(videoKey, Buffer.from('not really a video'), 'video/mp4');
  const video = await seedMedia(t.deps.db, owner.userId, {
    mediaType: 'video',
    storageKey: videoKey,
    contentType: 'video/mp4',
    promptText: 'the owner video',
  });
  const upload = (await uploadImage(t, owner.token, { name: 'owners-passport.png' })).body.data;
  const key = (
    await t.post<{ key_data: { id: string; full_key: string } }>('/api/v1/user/api-keys', { name: 'owner key' }, { token: owner.token })
  ).body.key_data;
  const webhook = (
    await t.post<{ webhook: { id: string } }>('/api/v1/user/webhooks', { url: 'https://93.184.216.34/owner-hook' }, { token: owner.token })
  ).body.webhook;
  const project = await createProjectAs(t, owner, 'the owner project');
  const proof = new FormData();
  proof.set('plan_price_id', 'points-1000-once');
  proof.set('payment_method', 'bank_transfer');
  proof.set('proof_file', new File([new Uint8Array(await testPng(32, 32, '#00ff00'))], 'owners-receipt.png', { type: 'image/png' }));
  const payment = (await postForm<{ id: string }>(t, '/api/v1/billing/manual-payments', proof, owner.token)).body;
  const collaborator = await signedInUser(t);
  await shareAndAccept(t, owner, collaborator, project, 'editor');
  await t.post(`/api/v1/projects/${project.id}/share`, { email: 'invited@example.com', permission: 'viewer' }, { token: owner.token });
  // A team of the owner's (a tier that may create one), with the collaborator as a member and an invitation out.
  await setTier(t, owner.userId, 'Pro');
  const team = await createTeamAs(t, owner, 'the owner team');
  await setTier(t, owner.userId, 'Plus');
  await joinTeam(t, owner, collaborator, team);
  await invite(t, owner, team.id, 'invited@example.com');
  await transfer(t, owner, team.id, 5);
  await buyWithSandbox(t, owner, 'plus-monthly');
  const subscriptions = await t.get<{ subscriptions: Array<{ id: string }> }>('/api/v1/billing/subscriptions', { token: owner.token });
  const subscription = subscriptions.body.subscriptions[0]!;
  return { task, creation, video, upload, key, webhook, project, collaborator, payment, team, subscription };
}

/** An id-bearing call: the owner's ids to try in its path, the call, and whether it also takes an API key. */
export type IdRoute = { ids: string[]; call: (id: string, token: string) => Promise<TestResponse>; acceptsKeys: boolean };

const at = (id: string, rest = '') => `/api/v1/projects/${id}${rest}`;

/** The project calls with an id in their path, each with the owner's project (and its collaborator) as that id. */
export function projectRoutes(t: TestApp, projectId: string, collaboratorId: string): Record<string, IdRoute> {
  const route = (call: IdRoute['call']): IdRoute => ({ ids: [projectId], call, acceptsKeys: false });
  return {
    renameProject: route((id, token) => t.patch(at(id), { project_name: 'taken over' }, { token })),
    getProjectContent: route((id, token) => t.get(at(id, '/content'), { token })),
    getProjectSharing: route((id, token) => t.get(at(id, '/sharing'), { token })),
    shareProject: route((id, token) => t.post(at(id, '/share'), { email: 'friend@example.com', permission: 'editor' }, { token })),
    cancelProjectInvitation: route((id, token) => t.post(at(id, '/invitations/cancel'), { email: 'invited@example.com' }, { token })),
    updateProjectCollaborator: route((id, token) =>
      t.patch(at(id, `/collaborators/${collaboratorId}`), { permission: 'viewer' }, { token }),
    ),
    removeProjectCollaborator: route((id, token) => t.delete(at(id, `/collaborators/${collaboratorId}`), { token })),
    leaveProject: route((id, token) => t.post(at(id, '/leave'), undefined, { token })),
  };
}

const hook = (id: string, rest = '') => `/api/v1/user/webhooks/${id}${rest}`;

/** The webhook calls with an id in their path, each with the owner's webhook as that id. */
export function webhookRoutes(t: TestApp, webhookId: string): Record<string, IdRoute> {
  const route = (call: IdRoute['call']): IdRoute => ({ ids: [webhookId], call, acceptsKeys: false });
  return {
    deleteWebhook: route((id, token) => t.delete(hook(id), { token })),
    rotateWebhookSecret: route((id, token) => t.post(hook(id, '/rotate-secret'), undefined, { token })),
    sendWebhookTest: route((id, token) => t.post(hook(id, '/test'), undefined, { token })),
    listWebhookAttempts: route((id, token) => t.get(hook(id, '/attempts'), { token })),
  };
}

export async function thumbnailForm(): Promise<FormData> {
  const form = new FormData();
  form.set('thumbnail_file', new File([new Uint8Array(await testPng(64, 48, '#ff00ff'))], 'frame.png', { type: 'image/png' }));
  return form;
}

export async function fileStatus(
  t: TestApp,
  pathname: string,
  token?: string,
): Promise<{ status: number; body: string; type: string | null }> {
  const response = await t.request(pathname, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
}

const teamAt = (id: string, rest = '') => `/api/v1/teams/${id}${rest}`;

/** The team calls with an id in their path, each with the owner's team (and its member) as that id. */
export function teamRoutes(t: TestApp, teamId: string, memberId: string): Record<string, IdRoute> {
  const route = (call: IdRoute['call']): IdRoute => ({ ids: [teamId], call, acceptsKeys: false });
  return {
    getTeam: route((id, token) => t.get(teamAt(id), { token })),
    deleteTeam: route((id, token) => t.delete(teamAt(id), { token })),
    inviteTeamMember: route((id, token) => t.post(teamAt(id, '/invite'), { email: 'friend@example.com', role: 'admin' }, { token })),
    cancelTeamInvitation: route((id, token) => t.delete(teamAt(id, '/invitations'), { token }, { email: 'invited@example.com' })),
    updateTeamMember: route((id, token) => t.put(teamAt(id, `/members/${memberId}`), { role: 'admin' }, { token })),
    removeTeamMember: route((id, token) => t.delete(teamAt(id, `/members/${memberId}`), { token })),
    leaveTeam: route((id, token) => t.delete(teamAt(id, '/leave'), { token })),
    toggleTeamSeat: route((id, token) => t.post(teamAt(id, `/members/${memberId}/toggle-seat`), { assign: true }, { token })),
    transferTeamPoints: route((id, token) => t.post(teamAt(id, '/transfer-points'), { amount: 1 }, { token })),
    setTeamMemberBudget: route((id, token) => t.put(teamAt(id, `/members/${memberId}/budget`), { monthly_cap: 5 }, { token })),
    setTeamDefaultBudget: route((id, token) => t.put(teamAt(id, '/budget'), { default_member_cap: 5 }, { token })),
  };
}
