import { sql } from 'drizzle-orm';
import { encodeCursor, keysetAt } from '../../server/db/keyset';
import { mediaItems } from '../../server/db/schema';
import type { BenchServer, BenchUser } from './bench-server';
import { reportLine, sample } from './stats';

const SUBJECTS = ['lighthouse', 'castle', 'forest', 'harbour', 'desert', 'city', 'garden', 'mountain'];

/** The issue's target: any page and filter at a million creations per user, p95. */
const PAGE_TARGET_MS = 10;

/**
 * Rows straight in the database with generate_series: one in ten a video, one in fifty a favourite, one in
 * four in no project and the rest in three projects. Inserted in chunks so PGlite's memory stays bounded.
 */
async function seedHistory(server: BenchServer, user: BenchUser, rows: number): Promise<void> {
  const subjects = sql.raw(`array[${SUBJECTS.map((subject) => `'${subject}'`).join(', ')}]`);
  // Both engines answer execute() with rows (the same cast as server/test/sql.ts).
  const projects = (await server.deps.db.execute(sql`
    insert into projects (owner_user_id, name) select ${user.userId}::uuid, 'Bench ' || n from generate_series(1, 3) as n
    returning id`)) as unknown as { rows: Array<{ id: string }> };
  const projectIds = sql.raw(`array[${projects.rows.map((row) => `'${row.id}'::uuid`).join(', ')}]`);
  const chunk = 100_000;
  for (let from = 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await server.deps.db.execute(sql`
      insert into media_items (owner_user_id, media_type, service_type, template_id, prompt_text, width, height,
        storage_key, content_type, size_bytes, thumbnail_key, thumbnail_content_type, is_favorite, project_id, created_at)
      select ${user.userId}::uuid,
        case when i % 10 = 0 then 'video' else 'image' end,
        case when i % 10 = 0 then 'text-to-video' else 'text-to-image' end,
        'text_to_image_v1',
        (${subjects})[1 + i % ${SUBJECTS.length}] || ' at dawn, study ' || i,
        1024, 1024,
        'results/bench/' || i || '.png', 'image/png', 250000,
        'thumbnails/bench/' || i || '.webp', 'image/webp',
        i % 50 = 0,
        case when i % 4 = 0 then null else (${projectIds})[1 + i % 3] end,
        now() - make_interval(secs => i)
      from generate_series(${from}::int, ${to}::int) as i`);
  }
}

/** The cursor a client would hold after paging down to `offset` rows (walking there would take thousands of calls). */
async function cursorAt(server: BenchServer, user: BenchUser, offset: number): Promise<string> {
  const [row] = await server.deps.db
    .select({ id: mediaItems.id, at: keysetAt(mediaItems.createdAt) })
    .from(mediaItems)
    .where(sql`${mediaItems.ownerUserId} = ${user.userId}::uuid`)
    .orderBy(sql`${mediaItems.createdAt} desc, ${mediaItems.id} desc`)
    .offset(offset - 1)
    .limit(1);
  if (!row) throw new Error(`No row at ${offset}`);
  return encodeCursor(row);
}

/**
 * Fills two users' histories with `rows` creations each, then times the history call (auth, query and answer)
 * for the filters the gallery uses, at the first page and deep in the list by cursor.
 */
export async function measureHistoryLatency(server: BenchServer, rows: number, times: number): Promise<void> {
  const user = await server.signIn('Pro');
  const neighbour = await server.signIn('Pro');
  const seedStart = performance.now();
  await seedHistory(server, user, rows);
  await seedHistory(server, neighbour, rows);
  await server.deps.db.execute(sql`analyze media_items`);
  const seeded = performance.now() - seedStart;
  const deep = await cursorAt(server, user, rows - 1_000);
  const queries: Record<string, string> = {
    'first page (20)': '',
    'first page (200)': 'per_page=200',
    [`page of 200 by cursor, ${(rows - 1_000).toLocaleString('en')} rows down`]: `per_page=200&cursor=${deep}`,
    'first page with total (capped at 10,000)': 'with_total=true',
    'search, common word': 'search=lighthouse',
    'search, common word, deep': `search=lighthouse&cursor=${deep}`,
    'search, one match': `search=study%20${rows - 7}`,
    'favourites only': 'favorites_only=true',
    'favourites only, deep': `favorites_only=true&cursor=${deep}`,
    'videos only': 'service_type=video',
    'videos only, deep': `service_type=video&cursor=${deep}`,
    unassigned: 'project_id=unassigned',
    'unassigned, deep': `project_id=unassigned&cursor=${deep}`,
  };
  console.log(
    `\nHistory latency on ${server.engine} (${rows.toLocaleString('en')} rows per user, two users, ${times} calls each; seeding took ${(seeded / 1000).toFixed(1)} s)`,
  );
  for (const [label, query] of Object.entries(queries)) {
    const durations = await sample(times, async () => {
      const answer = await server.request<{ history: unknown[] }>('GET', `/api/v1/generated-history?${query}`, user.token);
      if (answer.status !== 200) throw new Error(`${label}: ${JSON.stringify(answer.body)}`);
    });
    reportLine(label, durations, 48, { max: PAGE_TARGET_MS });
  }
}
