import { describe, expect, it } from 'vitest';
import { generatedMediaSchema, mediaLimits } from '../../../contract';
import { seedMedia } from '../../test/media';
import { createProjectAs, shareAndAccept } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

const renameAs = (t: TestApp, user: SignedInUser, id: string, name: unknown) =>
  t.patch<{ name?: string | null; code?: string; message?: string }>(`/api/v1/generated-history/${id}`, { name }, { token: user.token });

const nameInHistory = async (t: TestApp, user: SignedInUser, id: string) =>
  (
    await t.get<{ history: Array<{ id: string; name: string | null }> }>('/api/v1/generated-history', { token: user.token })
  ).body.history.find((item) => item.id === id)?.name;

describe('PATCH /api/v1/generated-history/{id} (Rename Asset)', () => {
  it('names its owner’s creation, trimmed, and the history shows the name from then on', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const creation = await seedMedia(t.deps.db, user.userId, { promptText: 'a lighthouse at dusk' });
    expect(await nameInHistory(t, user, creation.id)).toBeNull();

    const renamed = await renameAs(t, user, creation.id, '  Lighthouse, final  ');
    expect(renamed.status).toBe(200);
    expect(generatedMediaSchema.parse(renamed.body)).toMatchObject({ id: creation.id, name: 'Lighthouse, final' });
    expect(await nameInHistory(t, user, creation.id)).toBe('Lighthouse, final');
  });

  it('lets an editor of the project it is in rename it, refuses a viewer, and tells anyone else nothing', async () => {
    const t = await createTestApp();
    const [owner, editor, viewer, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    const project = await createProjectAs(t, owner, 'Shared shots');
    await shareAndAccept(t, owner, editor, project, 'editor');
    await shareAndAccept(t, owner, viewer, project, 'viewer');
    const inProject = await seedMedia(t.deps.db, owner.userId, { projectId: project.id });
    const loose = await seedMedia(t.deps.db, owner.userId);

    expect((await renameAs(t, editor, inProject.id, 'By the editor')).status).toBe(200);
    const refused = await renameAs(t, viewer, inProject.id, 'By the viewer');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission_denied');
    // A creation outside any shared project is its owner's alone, even for people they share other work with.
    for (const [user, id] of [
      [stranger, inProject.id],
      [editor, loose.id],
      [viewer, loose.id],
    ] as const) {
      const answer = await renameAs(t, user, id, 'Not yours');
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'not_found', message: 'Creation not found.' });
    }
    expect(await nameInHistory(t, owner, inProject.id)).toBe('By the editor');
    expect(await nameInHistory(t, owner, loose.id)).toBeNull();
  });

  it('refuses an empty, over-long or multi-line name with a clear message, and answers 404 for an unknown id', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const creation = await seedMedia(t.deps.db, user.userId);
    const refusals: Array<[unknown, string]> = [
      ['   ', 'New Name is required.'],
      ['x'.repeat(mediaLimits.maxNameLength + 1), `A name has at most ${mediaLimits.maxNameLength} characters.`],
      ['two\nlines', 'A name cannot contain control characters.'],
      ['hidden\u202Eturn', 'A name cannot contain control characters.'],
    ];
    for (const [name, message] of refusals) {
      const answer = await renameAs(t, user, creation.id, name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await renameAs(t, user, creation.id, 42)).status).toBe(400);
    expect(await nameInHistory(t, user, creation.id)).toBeNull();

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await renameAs(t, user, id, 'Anything')).status).toBe(404);
    }
    expect((await renameAs(t, user, creation.id, 'x'.repeat(mediaLimits.maxNameLength))).status).toBe(200);
  });
});
