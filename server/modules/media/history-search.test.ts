import { describe, expect, it } from 'vitest';
import { projectMembers } from '../../db/schema';
import { seedMedia } from '../../test/media';
import { createProjectAs } from '../../test/projects';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type History = { history: Array<{ id: string; prompt_text: string }> };
type Facets = {
  templates: Array<{ id: string; count: number }>;
  models: Array<{ id: string; count: number }>;
  sizes: Array<{ width: number; height: number; count: number }>;
};

describe('searching the history by what made a creation', () => {
  it('narrows by negative prompt, seed, template, model and size, each with the others and the search words', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const made = (promptText: string, extra: { seed: number; templateId: string; model: string; negative?: string; width?: number }) =>
      seedMedia(t.deps.db, user.userId, {
        promptText,
        seed: extra.seed,
        templateId: extra.templateId,
        width: extra.width ?? 1024,
        height: 1024,
        params: { model: extra.model, seed: extra.seed, ...(extra.negative ? { negative_prompt: extra.negative } : {}) },
      });
    const harbour = await made('a harbour at night', { seed: 42, templateId: 'flux', model: 'runware:101@1', negative: 'blurry, text' });
    const fox = await made('a fox in snow', { seed: 42, templateId: 'sdxl', model: 'civitai:4384@128713', width: 768 });
    const dawn = await made('a harbour at dawn', { seed: 7, templateId: 'flux', model: 'runware:101@1', negative: 'people' });
    const ids = async (query: string) => {
      const answer = await t.get<History>(`/api/v1/generated-history?${query}`, { token: user.token });
      expect(answer.status, query).toBe(200);
      return answer.body.history.map((item) => item.id);
    };

    expect(await ids('seed=42')).toEqual([fox.id, harbour.id]);
    expect(await ids('seed=42&search=harbour')).toEqual([harbour.id]);
    expect(await ids('template_id=flux')).toEqual([dawn.id, harbour.id]);
    expect(await ids('model=runware%3A101%401&seed=7')).toEqual([dawn.id]);
    expect(await ids('size=768x1024')).toEqual([fox.id]);
    expect(await ids('size=1024x768')).toEqual([]);
    expect(await ids('negative_prompt=BLUR')).toEqual([harbour.id]);
    // Wildcards are letters here as in the search words.
    expect(await ids('negative_prompt=%25')).toEqual([]);
    expect(await ids('template_id=flux&size=768x1024')).toEqual([]);

    const facets = await t.get<Facets>('/api/v1/generated-history/facets', { token: user.token });
    expect(facets.body).toEqual({
      templates: [
        { id: 'flux', count: 2 },
        { id: 'sdxl', count: 1 },
      ],
      models: [
        { id: 'runware:101@1', count: 2 },
        { id: 'civitai:4384@128713', count: 1 },
      ],
      sizes: [
        { width: 1024, height: 1024, count: 2 },
        { width: 768, height: 1024, count: 1 },
      ],
    });
    // Uploads were made by no template: a generation filter leaves none of them.
    const uploads = await t.get<{ images: unknown[] }>('/api/v1/uploaded-images?seed=42', { token: user.token });
    expect(uploads.body.images).toEqual([]);
  });

  it('refuses a malformed filter with a clear message and changes nothing', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (const query of [
      'seed=abc',
      'seed=-1',
      'seed=1.5',
      'size=0x10',
      'size=10x',
      'size=1024×1024',
      `model=${'m'.repeat(201)}`,
      'include_shared=yes',
    ]) {
      const answer = await t.get<{ code: string; message: string }>(`/api/v1/generated-history?${query}`, { token: user.token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('validation_error');
      expect(answer.body.message.length).toBeGreaterThan(0);
    }
    const size = await t.get<{ message: string }>('/api/v1/generated-history?size=big', { token: user.token });
    expect(size.body.message).toContain('A size is a width and a height in pixels, such as 1024x768.');
  });

  it('searches the projects shared with the caller when asked, and nothing else of theirs', async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t);
    const friend = await signedInUser(t);
    const shared = await createProjectAs(t, owner, 'Shared boards');
    const inside = await createProjectAs(t, owner, 'Sketches', shared.id);
    await createProjectAs(t, owner, 'Private');
    await t.deps.db.insert(projectMembers).values({ projectId: shared.id, userId: friend.userId, permission: 'viewer' });
    const upload = await seedMedia(t.deps.db, owner.userId, { promptText: 'the owner input' });
    const inShared = await seedMedia(t.deps.db, owner.userId, {
      promptText: 'lantern one',
      projectId: shared.id,
      seed: 5,
      inputMediaId: upload.id,
      remixData: { positivePrompt: 'lantern one', seedImage: upload.id },
    });
    const below = await seedMedia(t.deps.db, owner.userId, { promptText: 'lantern two', projectId: inside.id, seed: 5 });
    await seedMedia(t.deps.db, owner.userId, { promptText: 'lantern private', seed: 5 });
    const mine = await seedMedia(t.deps.db, friend.userId, { promptText: 'lantern mine', seed: 5 });
    const ids = async (query: string) =>
      (await t.get<History>(`/api/v1/generated-history?${query}`, { token: friend.token })).body.history.map((item) => item.id);

    expect(await ids('search=lantern')).toEqual([mine.id]);
    expect(await ids('search=lantern&include_shared=true')).toEqual([mine.id, below.id, inShared.id]);
    // The owner's own input pictures stay the owner's: no address of them reaches a collaborator, here or in the project.
    type Seen = { id: string; input_image_url: string | null; remix_data: Record<string, unknown> | null };
    const seenBy = async (token: string, path: string) =>
      ((await t.get<{ history: Seen[] }>(path, { token })).body.history ?? []).find((item) => item.id === inShared.id);
    expect(await seenBy(friend.token, '/api/v1/generated-history?search=lantern&include_shared=true')).toMatchObject({
      input_image_url: null,
      remix_data: { positivePrompt: 'lantern one' },
    });
    expect(await seenBy(friend.token, `/api/v1/projects/${shared.id}/content`)).toMatchObject({ input_image_url: null });
    expect((await seenBy(owner.token, `/api/v1/projects/${shared.id}/content`))?.input_image_url).toEqual(expect.any(String));
    expect(await ids('seed=5&include_shared=true&project_id=unassigned')).toEqual([mine.id]);
    const facets = await t.get<Facets>('/api/v1/generated-history/facets?include_shared=true', { token: friend.token });
    expect(facets.body.sizes).toEqual([{ width: 64, height: 64, count: 3 }]);
    // The owner's own list is not widened by what they shared.
    expect(
      (await t.get<History>('/api/v1/generated-history?search=lantern&include_shared=true', { token: owner.token })).body.history,
    ).toHaveLength(3);
  });
});
