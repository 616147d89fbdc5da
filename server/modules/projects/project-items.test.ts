import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaItems } from '../../db/schema';
import { fakeProvider, fakeRegistry, run, textToImage, waitForTask } from '../../test/generation';
import { seedMedia } from '../../test/media';
import { createProjectAs, listProjectsOf, projectsPath } from '../../test/projects';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser, type SignedInUser } from '../../test/users';

const projectOf = async (t: TestApp, id: string) =>
  (await t.deps.db.select({ projectId: mediaItems.projectId }).from(mediaItems).where(eq(mediaItems.id, id)))[0]?.projectId;

const move = (t: TestApp, user: SignedInUser, body: Record<string, unknown>) =>
  t.post(`${projectsPath}/move`, { project_ids: [], content_ids: [], ...body }, { token: user.token });
const remove = (t: TestApp, user: SignedInUser, body: Record<string, unknown>) =>
  t.post(`${projectsPath}/delete`, { project_ids: [], content_ids: [], ...body }, { token: user.token });

describe('generating into a project, moving and deleting', () => {
  it('files a run in the project it names and filters history by project and unassigned', async () => {
    const t = await createTestApp({ worker: true, overrides: { providers: fakeRegistry(fakeProvider()) } });
    const user = await signedInUser(t);
    const project = await createProjectAs(t, user, 'Castles');
    const started = await run(t, user.token, { ...textToImage('a castle in a project'), project_id: project.id });
    expect(started.status).toBe(202);
    expect(started.body.project_id).toBe(project.id);
    const task = await waitForTask(t, user.token, started.body.tasks[0]!.task_id);
    const creation = task.data!.results[0]!;
    const loose = await run(t, user.token, textToImage('a castle on its own'));
    await waitForTask(t, user.token, loose.body.tasks[0]!.task_id);

    const history = (query: string) =>
      t.get<{ history: Array<{ id: string; prompt_text: string }> }>(`/api/v1/generated-history?${query}`, { token: user.token });
    expect((await history(`project_id=${project.id}`)).body.history.map((item) => item.id)).toEqual([creation.id]);
    expect((await history('project_id=unassigned')).body.history.map((item) => item.prompt_text)).toEqual(['a castle on its own']);
    expect((await listProjectsOf(t, user))[0]?.item_count).toBe(1);

    const stranger = await signedInUser(t);
    const refused = await run(t, stranger.token, { ...textToImage('into a stranger project'), project_id: project.id });
    expect(refused.status).toBe(404);
    expect((await history(`project_id=${project.id}`)).body.history).toHaveLength(1);
    expect((await t.get(`/api/v1/generated-history?project_id=${project.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('moves creations and projects between projects and to the root, all or nothing, never into a descendant', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const a = await createProjectAs(t, user, 'A');
    const b = await createProjectAs(t, user, 'B');
    const inner = await createProjectAs(t, user, 'Inner', a.id);
    const first = await seedMedia(t.deps.db, user.userId, { projectId: a.id });
    const second = await seedMedia(t.deps.db, user.userId);

    expect((await move(t, user, { target_project_id: b.id, content_ids: [first.id, second.id] })).body).toEqual({
      moved_projects: 0,
      moved_content: 2,
    });
    expect([await projectOf(t, first.id), await projectOf(t, second.id)]).toEqual([b.id, b.id]);
    expect((await move(t, user, { target_project_id: null, content_ids: [first.id] })).status).toBe(200);
    expect(await projectOf(t, first.id)).toBeNull();

    for (const target of [a.id, inner.id]) {
      const cycle = await move(t, user, { target_project_id: target, project_ids: [a.id] });
      expect(cycle.status).toBe(400);
      expect(cycle.body).toEqual({ code: 'invalid_move', message: 'A project cannot be moved into itself or a project inside it.' });
    }
    expect((await move(t, user, { target_project_id: inner.id, project_ids: [b.id] })).status).toBe(200);
    const nested = await listProjectsOf(t, user);
    expect(nested.find((project) => project.id === b.id)?.parent_id).toBe(inner.id);
    expect((await move(t, user, { target_project_id: null, project_ids: [b.id] })).status).toBe(200);
    expect((await listProjectsOf(t, user)).find((project) => project.id === b.id)?.parent_id).toBeNull();

    // One id the user cannot move spoils the whole request.
    const stranger = await signedInUser(t);
    const theirs = await seedMedia(t.deps.db, stranger.userId);
    const mixed = await move(t, user, { target_project_id: a.id, content_ids: [second.id, theirs.id] });
    expect(mixed.status).toBe(404);
    expect(mixed.body).toEqual({ code: 'not_found', message: 'Creation not found.' });
    expect(await projectOf(t, second.id)).toBe(b.id);
    const theirProject = await createProjectAs(t, stranger, 'Not yours');
    expect((await move(t, user, { target_project_id: theirProject.id, content_ids: [second.id] })).status).toBe(404);
    expect((await move(t, user, { target_project_id: a.id, project_ids: [theirProject.id] })).status).toBe(404);
    expect((await move(t, user, { target_project_id: null, content_ids: ['x'.repeat(65)] })).status).toBe(400);
  });

  it('deletes a project tree and leaves its creations unassigned; deletes named creations and their files for good', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const top = await createProjectAs(t, user, 'Top');
    const below = await createProjectAs(t, user, 'Below', top.id);
    const kept = await seedMedia(t.deps.db, user.userId, { projectId: below.id });
    const key = `results/${user.userId}/doomed.png`;
    await t.deps.storage.put(key, Buffer.from('png bytes'), 'image/png');
    const doomed = await seedMedia(t.deps.db, user.userId, { projectId: top.id, storageKey: key });

    const answer = await remove(t, user, { project_ids: [top.id], content_ids: [doomed.id] });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted_projects: 2, deleted_content: 1, unassigned_content: 1 });
    expect(await listProjectsOf(t, user)).toEqual([]);
    expect(await projectOf(t, kept.id)).toBeNull();
    expect(await projectOf(t, doomed.id)).toBeUndefined();
    expect(await t.deps.storage.head(key)).toBeNull();
    const history = await t.get<{ history: Array<{ id: string }> }>('/api/v1/generated-history', { token: user.token });
    expect(history.body.history.map((item) => item.id)).toEqual([kept.id]);

    const stranger = await signedInUser(t);
    const theirs = await seedMedia(t.deps.db, stranger.userId);
    const refused = await remove(t, user, { content_ids: [theirs.id] });
    expect(refused.status).toBe(404);
    expect(await projectOf(t, theirs.id)).toBeNull();
  });
});
