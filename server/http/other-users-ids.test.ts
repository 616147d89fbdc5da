import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allCalls, API_BASE } from '../../contract';
import { manualPaymentRequests, mediaItems } from '../db/schema';
import { fakeProvider, fakeRegistry, postForm, run, testPng, textToImage, uploadImage, waitForTask } from '../test/generation';
import { seedMedia } from '../test/media';
import { ledgerState } from '../test/point-accounts';
import { createTestApp, type TestApp, type TestResponse } from '../test/test-app';
import { createProjectAs, shareAndAccept } from '../test/projects';
import { createTeamAs, invite, joinTeam, teamDetailsAs, transfer } from '../test/teams';
import { buyWithSandbox, SITE } from '../test/billing';
import { setTier, signedInUser, type SignedInUser } from '../test/users';

const teamAt = (id: string, rest = '') => `/api/v1/teams/${id}${rest}`;

/** The team calls with an id in their path, each with the owner's team (and its member) as that id. */
function teamRoutes(t: TestApp, teamId: string, memberId: string): Record<string, IdRoute> {
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

/** Calls whose path ids name catalog entries, the same for everyone: no user's data behind them. */
const publicIdCalls = new Set(['listEnhancerStyles', 'listDimensionPresets', 'getCatalogThumbnail']);
const NIL = '00000000-0000-4000-8000-000000000000';

/** Everything the owner has that a path id can name: a finished task and its creation, a video, an upload, a key. */
async function ownersThings(t: TestApp, owner: SignedInUser) {
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

type IdRoute = { ids: string[]; call: (id: string, token: string) => Promise<TestResponse>; acceptsKeys: boolean };

const at = (id: string, rest = '') => `/api/v1/projects/${id}${rest}`;

/** The project calls with an id in their path, each with the owner's project (and its collaborator) as that id. */
function projectRoutes(t: TestApp, projectId: string, collaboratorId: string): Record<string, IdRoute> {
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
function webhookRoutes(t: TestApp, webhookId: string): Record<string, IdRoute> {
  const route = (call: IdRoute['call']): IdRoute => ({ ids: [webhookId], call, acceptsKeys: false });
  return {
    deleteWebhook: route((id, token) => t.delete(hook(id), { token })),
    rotateWebhookSecret: route((id, token) => t.post(hook(id, '/rotate-secret'), undefined, { token })),
    sendWebhookTest: route((id, token) => t.post(hook(id, '/test'), undefined, { token })),
    listWebhookAttempts: route((id, token) => t.get(hook(id, '/attempts'), { token })),
  };
}

async function thumbnailForm(): Promise<FormData> {
  const form = new FormData();
  form.set('thumbnail_file', new File([new Uint8Array(await testPng(64, 48, '#ff00ff'))], 'frame.png', { type: 'image/png' }));
  return form;
}

async function fileStatus(t: TestApp, pathname: string, token?: string): Promise<{ status: number; body: string; type: string | null }> {
  const response = await t.request(pathname, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type') };
}

describe('every id-bearing route, called with another user’s id', () => {
  it('answers 404 exactly as for an id that does not exist, shows nothing and changes nothing', async () => {
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const owner = await signedInUser(t, { tier: 'Plus' });
    const other = await signedInUser(t, { tier: 'Plus' });
    const otherKey = (
      await t.post<{ key_data: { full_key: string } }>('/api/v1/user/api-keys', { name: 'other key' }, { token: other.token })
    ).body.key_data.full_key;
    const mine = await ownersThings(t, owner);
    const ownersNotifications = await t.get<{ notifications: Array<{ id: string }>; unread_count: number }>('/api/v1/notifications', {
      token: owner.token,
    });
    const notification = ownersNotifications.body.notifications[0]!.id;
    const ownerIds = [
      mine.task.task_id,
      mine.creation.id,
      mine.video.id,
      mine.upload.id,
      mine.key.id,
      mine.webhook.id,
      mine.project.id,
      mine.team.id,
      mine.subscription.id,
      notification,
    ];
    const secrets = [...ownerIds, 'secret garden', 'owner video', 'passport', 'owner project', 'owner team', owner.username, owner.email];

    /** Each route: call it with an id, as the other user (session token, then API key where the route takes one). */
    const routes: Record<string, IdRoute> = {
      getTaskStatus: { ids: [mine.task.task_id], call: (id, token) => t.get(`/api/v1/tasks/${id}`, { token }), acceptsKeys: true },
      cancelTask: {
        ids: [mine.task.task_id],
        call: (id, token) => t.post(`/api/v1/tasks/${id}/cancel`, {}, { token }),
        acceptsKeys: true,
      },
      retryTask: {
        ids: [mine.task.task_id],
        call: (id, token) => t.post(`/api/v1/tasks/${id}/retry`, {}, { token }),
        acceptsKeys: true,
      },
      toggleFavorite: {
        ids: [mine.creation.id, mine.video.id],
        call: (id, token) => t.post(`/api/v1/media/${id}/favorite`, undefined, { token }),
        acceptsKeys: false,
      },
      getGeneratedMedia: {
        ids: [mine.creation.id, mine.video.id],
        call: (id, token) => t.get(`/api/v1/generated-history/${id}`, { token }),
        acceptsKeys: false,
      },
      renameGeneratedMedia: {
        ids: [mine.creation.id, mine.video.id],
        call: (id, token) => t.patch(`/api/v1/generated-history/${id}`, { name: 'taken over' }, { token }),
        acceptsKeys: false,
      },
      uploadVideoThumbnail: {
        ids: [mine.video.id, mine.creation.id],
        call: async (id, token) => postForm(t, `/api/v1/media/${id}/thumbnail`, await thumbnailForm(), token),
        acceptsKeys: false,
      },
      revokeApiKey: { ids: [mine.key.id], call: (id, token) => t.delete(`/api/v1/user/api-keys/${id}`, { token }), acceptsKeys: false },
      ...webhookRoutes(t, mine.webhook.id),
      reportNotification: {
        ids: [notification],
        call: (id, token) => t.post(`/api/v1/notifications/${id}/report`, undefined, { token }),
        acceptsKeys: false,
      },
      ...projectRoutes(t, mine.project.id, mine.collaborator.userId),
      // Staff-only calls: to anyone else a request answers as one that does not exist.
      approveManualPayment: {
        ids: [mine.payment.id],
        call: (id, token) => t.post(`/api/v1/billing/manual-payments/${id}/approve`, undefined, { token }),
        acceptsKeys: false,
      },
      rejectManualPayment: {
        ids: [mine.payment.id],
        call: (id, token) => t.post(`/api/v1/billing/manual-payments/${id}/reject`, { reason: 'taken over' }, { token }),
        acceptsKeys: false,
      },
      ...teamRoutes(t, mine.team.id, mine.collaborator.userId),
      changeSubscriptionPlan: {
        ids: [mine.subscription.id],
        call: (id, token) =>
          t.post(`/api/v1/billing/subscriptions/${id}/change-plan`, { price_id: 'pro-monthly', return_url: `${SITE}/billing` }, { token }),
        acceptsKeys: false,
      },
    };
    // The file routes answer bytes, not JSON: checked on their own below, for every variant of every kind of file.
    const fileRoutes = ['getMediaFile', 'getManualPaymentProof'];

    // Every call with an id in its path is covered here, so a new one cannot be added without its check.
    const idCalls = allCalls.filter((call) => call.path.includes('{')).map((call) => call.name);
    expect(idCalls.filter((name) => !publicIdCalls.has(name)).toSorted()).toEqual([...Object.keys(routes), ...fileRoutes].toSorted());

    for (const [name, route] of Object.entries(routes)) {
      const tokens = route.acceptsKeys ? [other.token, otherKey] : [other.token];
      for (const token of tokens) {
        const missing = await route.call(NIL, token);
        expect(missing.status, `${name} with an unknown id`).toBe(404);
        for (const id of route.ids) {
          const answer = await route.call(id, token);
          expect(answer.status, `${name} ${id}`).toBe(404);
          expect(answer.body, `${name} ${id}`).toEqual(missing.body);
          for (const secret of secrets) expect(JSON.stringify(answer.body)).not.toContain(secret);
        }
      }
    }

    const files = [mine.creation.id, mine.video.id, mine.upload.id].flatMap((id) => [
      `${API_BASE}/media/files/${id}/original`,
      `${API_BASE}/media/files/${id}/thumbnail`,
    ]);
    const proofFile = `${API_BASE}/billing/manual-payments/${mine.payment.id}/proof`;
    const missingFile = await fileStatus(t, `${API_BASE}/media/files/${NIL}/original`, other.token);
    expect(missingFile.status).toBe(404);
    for (const pathname of [...files, proofFile]) {
      for (const token of [other.token, otherKey, undefined]) {
        const answer = await fileStatus(t, pathname, token);
        expect(answer.status, pathname).toBe(404);
        expect(answer.body).toBe(missingFile.body);
        expect(answer.type).toMatch(/^application\/json/);
      }
    }

    // Ids in bodies: moving or deleting the owner's creations and projects answers as for ids that do not exist.
    const own = await createProjectAs(t, other, 'the other project');
    const bodies = [
      ['move', { target_project_id: own.id, content_ids: [mine.creation.id] }, { target_project_id: own.id, content_ids: [NIL] }],
      ['move', { target_project_id: mine.project.id, content_ids: [] }, { target_project_id: NIL, content_ids: [] }],
      ['move', { target_project_id: own.id, project_ids: [mine.project.id] }, { target_project_id: own.id, project_ids: [NIL] }],
      ['delete', { content_ids: [mine.creation.id, mine.video.id] }, { content_ids: [NIL] }],
      ['delete', { project_ids: [mine.project.id] }, { project_ids: [NIL] }],
    ] as const;
    for (const [action, theirs, unknown] of bodies) {
      const answer = await t.post(`/api/v1/projects/${action}`, theirs, { token: other.token });
      expect(answer.status, `${action} ${JSON.stringify(theirs)}`).toBe(404);
      expect(answer.body).toEqual((await t.post(`/api/v1/projects/${action}`, unknown, { token: other.token })).body);
    }
    // Marking the owner's notification read as the other user leaves it unread.
    expect((await t.post('/api/v1/notifications/mark-read', { ids: [notification] }, { token: other.token })).status).toBe(200);
    const stillUnread = await t.get<{ unread_count: number }>('/api/v1/notifications', { token: owner.token });
    expect(stillUnread.body.unread_count).toBe(ownersNotifications.body.unread_count);
    const project = await t.get<{ project: { project_name: string }; history: unknown[] }>(`/api/v1/projects/${mine.project.id}/content`, {
      token: owner.token,
    });
    expect(project.body.project.project_name).toBe('the owner project');
    const sharing = await t.get<{ collaborators: unknown[]; pending_invitations: unknown[] }>(
      `/api/v1/projects/${mine.project.id}/sharing`,
      {
        token: owner.token,
      },
    );
    expect([sharing.body.collaborators.length, sharing.body.pending_invitations.length]).toEqual([1, 1]);
    expect(await teamDetailsAs(t, owner, mine.team.id)).toMatchObject({
      team_name: 'the owner team',
      members_count: 2,
      points_balance: 5,
      seated_members_count: 0,
      members: [{ role: 'owner' }, { user_id: mine.collaborator.userId, role: 'member' }],
      invitations: [{ invitee_email: 'invited@example.com' }],
    });

    // Nothing changed for the owner: the task and its results, the favourite marks, the thumbnail, the key.
    const task = await t.get<{ status: string; data: { results: Array<{ id: string }> } }>(`/api/v1/tasks/${mine.task.task_id}`, {
      token: owner.token,
    });
    expect(task.body).toMatchObject({ status: 'complete', data: { results: [{ id: mine.creation.id }] } });
    const rows = await t.deps.db.select().from(mediaItems).where(eq(mediaItems.ownerUserId, owner.userId));
    expect(rows.map((row) => row.isFavorite)).toEqual([false, false]);
    expect(rows.find((row) => row.id === mine.video.id)?.thumbnailKey).toBeNull();
    expect((await t.get('/api/v1/service-models', { token: mine.key.full_key })).status).toBe(200);
    const request = await t.deps.db.select().from(manualPaymentRequests).where(eq(manualPaymentRequests.id, mine.payment.id));
    expect(request.map((row) => row.status)).toEqual(['pending']);
    for (const pathname of files.filter((file) => !file.includes(`${mine.video.id}/thumbnail`))) {
      expect((await fileStatus(t, pathname, owner.token)).status, pathname).toBe(200);
    }
    // And the other user was charged nothing: no run of theirs took the owner's images either.
    for (const image of [mine.upload.id, mine.upload.local_image_url, mine.creation.id, mine.creation.url]) {
      const body = { template_id: 'image_variations_v1', user_inputs: { USER_UPLOADED_IMAGE_URL: image }, user_params: {} };
      const refused = await run(t, other.token, body);
      expect(refused.status, image).toBe(404);
      expect(refused.body).toEqual({ code: 'not_found', message: 'Image not found.' });
    }
    expect(await ledgerState(t.deps.db, other.accountId)).toMatchObject({ balance: 50, debits: 0 });
  }, 240_000);
});
