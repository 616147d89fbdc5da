import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generatedMediaSchema } from '../../../contract';
import { seedMedia } from '../../test/media';
import { createTestApp } from '../../test/test-app';
import { signedInUser } from '../../test/users';
import { historyQueries } from './media.repository';
import { promptSampler, rareSearchWord } from './search-word';

const forged = (pair: unknown) => Buffer.from(JSON.stringify(pair)).toString('base64url');

/** Creations `lighthouse at dawn, study <i>` for i in from..to, made i seconds ago. */
const studies = (owner: string, from: number, to: number) => sql`
  insert into media_items (owner_user_id, media_type, service_type, prompt_text, width, height, storage_key,
    content_type, size_bytes, created_at)
  select ${owner}::uuid, 'image', 'text-to-image', 'lighthouse at dawn, study ' || i, 8, 8, 'k/' || i, 'image/png', 1,
    now() - make_interval(secs => i)
  from generate_series(${from}::int, ${to}::int) as i`;

type History = {
  history: Array<{ id: string; prompt_text: string; is_favorite: boolean; type: string; generated_url: string }>;
  next_cursor: string | null;
  total?: { count: number; is_capped: boolean };
};

describe('GET /api/v1/generated-history', () => {
  it('pages newest first by cursor, and filters by search, favourites, type and unassigned', async () => {
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
    const total = async (query: string) => (await list(`${query}&with_total=true`)).body.total?.count;

    const first = await list('per_page=4');
    expect(first.status).toBe(200);
    expect(first.body.history.map((item) => item.prompt_text)).toEqual([
      'waves',
      'forest 3 100%_off',
      'forest 2 100%_off',
      'forest 1 100%_off',
    ]);
    expect(first.body.total, 'no count unless asked').toBeUndefined();
    const second = await list(`per_page=4&cursor=${first.body.next_cursor}`);
    expect(second.body.history.map((item) => item.prompt_text)).toEqual(['forest 0 100%_off', 'A red CASTLE at dawn']);
    expect(second.body.next_cursor).toBeNull();
    expect((await list('per_page=6')).body.next_cursor, 'a page that ends the list exactly has no next').toBeNull();
    expect((await list('per_page=4&with_total=true')).body.total).toEqual({ count: 6, is_capped: false });
    // The older offset paging still answers, with a cursor to go on from.
    const page2 = await list('per_page=4&page=2');
    expect(page2.body.history.map((item) => item.id)).toEqual(second.body.history.map((item) => item.id));
    expect((await list('per_page=4&page=9')).body).toEqual({ history: [], next_cursor: null });
    for (const item of first.body.history) expect(generatedMediaSchema.parse(item)).toBeTruthy();

    expect((await list('search=castle')).body.history.map((item) => item.id)).toEqual([castle.id]);
    // Wildcards in a search are plain characters.
    expect(await total('search=%25_off')).toBe(4);
    expect(await total('search=0%25')).toBe(4);
    expect(await total('search=x%25y')).toBe(0);
    expect((await list('favorites_only=true')).body.history.map((item) => item.id)).toEqual([castle.id]);
    expect((await list('service_type=video')).body.history.map((item) => item.id)).toEqual([clip.id]);
    expect(await total('service_type=image')).toBe(5);
    expect(await total('project_id=unassigned')).toBe(6);
    // A filter's cursor continues that filter.
    const images = await list('service_type=image&per_page=3');
    const moreImages = await list(`service_type=image&per_page=3&cursor=${images.body.next_cursor}`);
    expect(moreImages.body.history.map((item) => item.type)).toEqual(['image', 'image']);
  });

  it('finds a creation by the name given with Rename Asset as well as by its prompt', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const harbour = await seedMedia(t.deps.db, user.userId, { promptText: 'boats at dusk' });
    const lighthouse = await seedMedia(t.deps.db, user.userId, { promptText: 'a lighthouse in fog' });
    await seedMedia(t.deps.db, user.userId, { promptText: 'a forest' });
    await seedMedia(t.deps.db, other.userId, { promptText: 'someone else', name: 'Harbour Poster 100%' });
    const renamed = await t.patch(`/api/v1/generated-history/${harbour.id}`, { name: 'Harbour Poster 100%' }, { token: user.token });
    expect(renamed.status).toBe(200);
    const found = async (search: string) =>
      (await t.get<History>(`/api/v1/generated-history?search=${encodeURIComponent(search)}&with_total=true`, { token: user.token })).body;

    expect((await found('harbour')).history.map((item) => item.id)).toEqual([harbour.id]);
    expect((await found('poster 100%')).total).toEqual({ count: 1, is_capped: false });
    expect(
      (await found('lighthouse')).history.map((item) => item.id),
      'the prompt still matches',
    ).toEqual([lighthouse.id]);
    // A creation whose prompt and name both match comes once.
    await t.patch(`/api/v1/generated-history/${lighthouse.id}`, { name: 'Lighthouse' }, { token: user.token });
    expect((await found('LIGHTHOUSE')).history.map((item) => item.id)).toEqual([lighthouse.id]);
    expect((await found('x%y')).history).toEqual([]);
  });

  it('finds a phrase by its rare word exactly as by the whole phrase: every match, in order, pages full', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    // Every prompt says 'study'; 'study 1200' is in ten of them (12000 to 12009) and in a name.
    await t.deps.db.execute(studies(user.userId, 10_000, 12_999));
    await t.deps.db.execute(studies(other.userId, 12_000, 12_009));
    const named = await seedMedia(t.deps.db, user.userId, { promptText: 'a poster', name: 'Study 12005 poster' });
    await seedMedia(t.deps.db, user.userId, { promptText: 'castle 1200 at noon, a study' });
    await t.deps.db.execute(sql`analyze media_items`);
    expect(rareSearchWord('study 1200', await promptSampler(t.deps.db)()), 'the statistics make the rare-word path the one taken').toBe(
      '1200',
    );

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = '';
    for (let round = 0; cursor !== null && round < 10; round += 1) {
      const answer: { body: History } = await t.get<History>(
        `/api/v1/generated-history?search=${encodeURIComponent('STUDY 1200')}&per_page=4${cursor ? `&cursor=${cursor}` : ''}`,
        { token: user.token },
      );
      seen.push(...answer.body.history.map((item) => (item.id === named.id ? 'named' : item.prompt_text)));
      sizes.push(answer.body.history.length);
      cursor = answer.body.next_cursor;
    }
    // Newest first: the prompts were made hours ago, 12000 last; the named creation in January.
    expect(seen).toEqual([...Array.from({ length: 10 }, (_, i) => `lighthouse at dawn, study ${12_000 + i}`), 'named']);
    expect(sizes, 'each page but the last is full').toEqual([4, 4, 3]);
    const total = await t.get<History>(`/api/v1/generated-history?search=study%201200&with_total=true`, { token: user.token });
    expect(total.body.total).toEqual({ count: 11, is_capped: false });
  });

  it('walks rows made in the same millisecond, or the same instant, each exactly once', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    const instant = new Date(Date.UTC(2026, 5, 1));
    // Microseconds apart (a JavaScript Date cannot tell them apart), and three at one instant, tied by id.
    await t.deps.db.execute(sql`
      insert into media_items (owner_user_id, media_type, service_type, prompt_text, width, height, storage_key,
        content_type, size_bytes, created_at)
      select ${user.userId}::uuid, 'image', 'text-to-image', 'tick ' || i, 8, 8, 'k/' || i, 'image/png', 1,
        ${instant.toISOString()}::timestamptz + make_interval(secs => least(i, 5) / 1000000.0)
      from generate_series(1, 7) as i`);
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let round = 0; cursor !== null && round < 10; round += 1) {
      const answer: { body: History } = await t.get<History>(`/api/v1/generated-history?per_page=2${cursor ? `&cursor=${cursor}` : ''}`, {
        token: user.token,
      });
      seen.push(...answer.body.history.map((item) => item.prompt_text));
      cursor = answer.body.next_cursor;
    }
    expect(seen.toSorted()).toEqual(['tick 1', 'tick 2', 'tick 3', 'tick 4', 'tick 5', 'tick 6', 'tick 7']);
    expect(seen.slice(3).toSorted(), 'the newest instant comes first').toEqual(['tick 1', 'tick 2', 'tick 3', 'tick 4']);
  });

  it('refuses a cursor it did not hand out, and never reads past the count cap', async () => {
    const t = await createTestApp();
    const user = await signedInUser(t);
    for (let i = 0; i < 5; i += 1) await seedMedia(t.deps.db, user.userId);
    const get = (cursor: string) => t.get(`/api/v1/generated-history?cursor=${encodeURIComponent(cursor)}`, { token: user.token });
    for (const cursor of [
      'nonsense',
      forged(['2026-01-01T00:00:00.000000Z']),
      forged(['2026-01-01', '00000000-0000-4000-8000-000000000000']),
      forged(["2026-01-01T00:00:00.000000Z'; drop table media_items; --", '00000000-0000-4000-8000-000000000000']),
      forged(['2026-01-01T00:00:00.000000Z', 'not-a-uuid']),
      forged(['2026-13-45T99:99:99.000000Z', '00000000-0000-4000-8000-000000000000']),
    ]) {
      const answer = await get(cursor);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_error' });
    }
    expect((await get('x'.repeat(201))).status).toBe(400);
    // A well-formed cursor for a row that never existed just pages on from that point.
    expect((await get(forged(['2027-01-01T00:00:00.000000Z', '00000000-0000-4000-8000-000000000000']))).status).toBe(200);

    const [capped] = await historyQueries(t.deps.db, { ownerUserId: user.userId, favoritesOnly: false, unassigned: false, limit: 1 }, 3)
      .total;
    expect(capped?.n, 'the count stops one past its cap').toBe(4);
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
