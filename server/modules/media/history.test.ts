import { describe, expect, it } from 'vitest';
import { generatedMediaSchema } from '../../../contract';
import { seedMedia } from '../../test/media';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';

type History = {
  history: Array<{ id: string; prompt_text: string; is_favorite: boolean; type: string; generated_url: string }>;
  pagination: { current_page: number; per_page: number; total_pages: number; total_items: number };
};

describe('GET /api/v1/generated-history', () => {
  it('pages newest first, and filters by search, favourites, type and unassigned', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    await seedMedia(t.deps.db, other.userId, { promptText: 'a castle that is not yours' });
    const castle = await seedMedia(t.deps.db, user.userId, { promptText: 'A red CASTLE at dawn', isFavorite: true });
    for (let i = 0; i < 4; i += 1) await seedMedia(t.deps.db, user.userId, { promptText: `forest ${i} 100%_off` });
    const clip = await seedMedia(t.deps.db, user.userId, {
      promptText: 'waves',
      mediaType: 'video',
      serviceType: 'text-to-video',
      contentType: 'video/mp4',
    });
    const list = (query: string) => t.get<History>(`/api/v1/generated-history?${query}`, { token: user.token });

    const first = await list('per_page=4');
    expect(first.status).toBe(200);
    expect(first.body.history.map((item) => item.prompt_text)).toEqual([
      'waves',
      'forest 3 100%_off',
      'forest 2 100%_off',
      'forest 1 100%_off',
    ]);
    expect(first.body.pagination).toEqual({ current_page: 1, per_page: 4, total_pages: 2, total_items: 6 });
    expect((await list('per_page=4&page=2')).body.history.map((item) => item.id)).toHaveLength(2);
    expect((await list('per_page=4&page=9')).body.history).toEqual([]);
    for (const item of first.body.history) expect(generatedMediaSchema.parse(item)).toBeTruthy();

    expect((await list('search=castle')).body.history.map((item) => item.id)).toEqual([castle.id]);
    // Wildcards in a search are plain characters.
    expect((await list('search=%25_off')).body.pagination.total_items).toBe(4);
    expect((await list('search=0%25')).body.pagination.total_items).toBe(4);
    expect((await list('search=x%25y')).body.pagination.total_items).toBe(0);
    expect((await list('favorites_only=true')).body.history.map((item) => item.id)).toEqual([castle.id]);
    expect((await list('service_type=video')).body.history.map((item) => item.id)).toEqual([clip.id]);
    expect((await list('service_type=image')).body.pagination.total_items).toBe(5);
    expect((await list('project_id=unassigned')).body.pagination.total_items).toBe(6);
  });

  it('refuses a page size over 200, and answers 404 for a team or project it cannot see', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const get = (query: string) => t.get(`/api/v1/generated-history?${query}`, { token: user.token });
    expect((await get('per_page=200')).status).toBe(200);
    expect((await get('per_page=201')).status).toBe(400);
    expect((await get('team_id=t-1')).body).toEqual({ code: 'not_found', message: 'Team not found.' });
    expect((await get('project_id=p-1')).body).toEqual({ code: 'not_found', message: 'Project not found.' });
    expect((await t.get('/api/v1/generated-history')).status).toBe(401);
  });
});

describe('POST /api/v1/media/{id}/favorite', () => {
  it("flips the owner's mark and answers 404 for anyone else's, unknown or malformed ids", async () => {
    const t = await createTestApp();
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const item = await seedMedia(t.deps.db, owner.userId);
    const flip = (token: string, id = item.id) => t.post(`/api/v1/media/${id}/favorite`, undefined, { token });
    expect((await flip(owner.token)).body).toEqual({ id: item.id, is_favorite: true });
    expect((await flip(owner.token)).body).toEqual({ id: item.id, is_favorite: false });
    for (const [token, id] of [
      [other.token, item.id],
      [owner.token, '00000000-0000-4000-8000-000000000000'],
      [owner.token, 'nope'],
    ] as const) {
      const { status, body } = await flip(token, id);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 'not_found', message: 'Creation not found.' });
    }
  });
});
