import { describe, expect, it } from 'vitest';
import { getGeneratedMedia, LINEAGE_MAX_STEPS, type CallAnswer } from '../../../contract';
import { seedMedia } from '../../test/media';
import { createProjectAs, shareAndAccept } from '../../test/projects';
import { createTeamAs, joinTeam } from '../../test/teams';
import { uploadImage } from '../../test/generation';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

type Details = CallAnswer<typeof getGeneratedMedia>;

const detailsAs = (t: TestApp, user: SignedInUser, id: string) => t.get<Details>(`/api/v1/generated-history/${id}`, { token: user.token });

async function lineageAs(t: TestApp, user: SignedInUser, id: string): Promise<Details['lineage']> {
  const answer = await detailsAs(t, user, id);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  getGeneratedMedia.answer.parse(answer.body);
  return answer.body.lineage;
}

const ids = (lineage: Details['lineage']) => lineage.ancestors.map((step) => (step.status === 'available' ? step.id : 'hidden'));

describe('GET /api/v1/generated-history/{id}', () => {
  it('answers the creation and its parents, newest first, with the step that made each', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const first = await seedMedia(t.deps.db, user.userId, { lineageKind: 'generate' });
    const second = await seedMedia(t.deps.db, user.userId, { lineageKind: 'variation', inputMediaId: first.id });
    const third = await seedMedia(t.deps.db, user.userId, { lineageKind: 'upscale', inputMediaId: second.id });

    const answer = await detailsAs(t, user, third.id);
    expect(answer.body.media.id).toBe(third.id);
    const lineage = answer.body.lineage;
    expect(lineage.kind).toBe('upscale');
    expect(ids(lineage)).toEqual([second.id, first.id]);
    expect(lineage.ancestors.map((step) => step.status === 'available' && step.kind)).toEqual(['variation', 'generate']);
    expect(lineage.is_truncated).toBe(false);
    expect((await lineageAs(t, user, first.id)).ancestors).toEqual([]);
  });

  it('shows a parent hidden from a project reader as unavailable, telling nothing of it or what came before', async () => {
    const t = await createTestApp();
    const [owner, reader, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const project = await createProjectAs(t, owner, 'Shared shots');
    await shareAndAccept(t, owner, reader, project, 'viewer');
    const start = await seedMedia(t.deps.db, owner.userId, { projectId: project.id, lineageKind: 'generate' });
    const hidden = await seedMedia(t.deps.db, owner.userId, { lineageKind: 'inpaint', inputMediaId: start.id });
    const shown = await seedMedia(t.deps.db, owner.userId, { projectId: project.id, lineageKind: 'upscale', inputMediaId: hidden.id });

    const readerAnswer = await detailsAs(t, reader, shown.id);
    expect(readerAnswer.status).toBe(200);
    expect(readerAnswer.body.lineage.ancestors).toEqual([{ status: 'unavailable' }]);
    // Neither the hidden parent's id nor the visible grandparent behind it slips out anywhere in the answer.
    expect(JSON.stringify(readerAnswer.body)).not.toContain(hidden.id);
    expect(JSON.stringify(readerAnswer.body)).not.toContain(start.id);
    expect(readerAnswer.body.lineage.task_id).toBeNull();
    expect(ids(await lineageAs(t, owner, shown.id))).toEqual([hidden.id, start.id]);

    for (const id of [hidden.id, shown.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await detailsAs(t, id === shown.id ? stranger : reader, id);
      expect(refused.status, id).toBe(404);
      expect(refused.body).toEqual({ code: 'not_found', message: 'Creation not found.' });
    }
  });

  it("lets a team member walk a team-mate's chain made in the team workspace, but not their personal work", async () => {
    const t = await createTestApp();
    const [owner, member] = [await signedInUser(t, { tier: 'Pro' }), await signedInUser(t)];
    const team = await createTeamAs(t, owner);
    await joinTeam(t, owner, member, team);
    const personal = await seedMedia(t.deps.db, owner.userId, { lineageKind: 'generate' });
    const inTeam = await seedMedia(t.deps.db, owner.userId, { teamId: team.id, lineageKind: 'generate' });
    const child = await seedMedia(t.deps.db, owner.userId, { teamId: team.id, lineageKind: 'variation', inputMediaId: inTeam.id });
    const fromPersonal = await seedMedia(t.deps.db, owner.userId, { teamId: team.id, lineageKind: 'remix', inputMediaId: personal.id });

    expect(ids(await lineageAs(t, member, child.id))).toEqual([inTeam.id]);
    expect((await lineageAs(t, member, fromPersonal.id)).ancestors).toEqual([{ status: 'unavailable' }]);
    expect((await detailsAs(t, member, personal.id)).status).toBe(404);
  });

  it('shows an upload a chain started from to its owner only, and the inpaint mask the run stored', async () => {
    const t = await createTestApp();
    const [owner, reader] = [await signedInUser(t), await signedInUser(t)];
    const project = await createProjectAs(t, owner, 'Edits');
    await shareAndAccept(t, owner, reader, project, 'viewer');
    const upload = (await uploadImage(t, owner.token)).body.data;
    const mask = (await uploadImage(t, owner.token, { purpose: 'mask' })).body.data;
    const edited = await seedMedia(t.deps.db, owner.userId, {
      projectId: project.id,
      lineageKind: 'inpaint',
      inputMediaId: upload.id,
      remixData: { seedImage: upload.id, maskImage: mask.id },
    });

    const mine = await lineageAs(t, owner, edited.id);
    expect(mine.ancestors).toMatchObject([{ status: 'available', id: upload.id, kind: 'upload', type: 'image' }]);
    expect(mine.mask_url).toContain(`/media/files/${mask.id}/original`);
    const theirs = await lineageAs(t, reader, edited.id);
    expect(theirs.ancestors).toEqual([{ status: 'unavailable' }]);
    expect(theirs.mask_url).toBeNull();
  });

  it(`stops after ${LINEAGE_MAX_STEPS} steps, and at a parent met before, so a loop cannot hang it`, async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    let parent = await seedMedia(t.deps.db, user.userId, { lineageKind: 'generate' });
    for (let step = 0; step < LINEAGE_MAX_STEPS + 3; step += 1) {
      parent = await seedMedia(t.deps.db, user.userId, { lineageKind: 'upscale', inputMediaId: parent.id });
    }
    const long = await lineageAs(t, user, parent.id);
    expect(long.ancestors).toHaveLength(LINEAGE_MAX_STEPS);
    expect(long.is_truncated).toBe(true);

    const a = await seedMedia(t.deps.db, user.userId, { lineageKind: 'variation' });
    const b = await seedMedia(t.deps.db, user.userId, { lineageKind: 'variation', inputMediaId: a.id });
    const { mediaItems } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.deps.db.update(mediaItems).set({ inputMediaId: b.id }).where(eq(mediaItems.id, a.id));
    const looped = await lineageAs(t, user, b.id);
    expect(ids(looped)).toEqual([a.id]);
    expect(looped.is_truncated).toBe(false);
  });
});
