import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allCalls, API_BASE } from '../../contract';
import { manualPaymentRequests, mediaItems } from '../db/schema';
import { SITE } from '../test/billing';
import { fakeProvider, fakeRegistry, postForm, run } from '../test/generation';
import { fileStatus, ownersThings, projectRoutes, teamRoutes, thumbnailForm, webhookRoutes, type IdRoute } from '../test/id-bearing-routes';
import { ledgerState } from '../test/point-accounts';
import { createProjectAs } from '../test/projects';
import { teamDetailsAs } from '../test/teams';
import { createTestApp } from '../test/test-app';
import { signedInUser } from '../test/users';

/** Calls whose path ids name catalog entries, the same for everyone: no user's data behind them. */
const publicIdCalls = new Set(['listEnhancerStyles', 'listDimensionPresets', 'getCatalogThumbnail']);
const NIL = '00000000-0000-4000-8000-000000000000';

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
