import { sql } from 'drizzle-orm';
import type { BenchServer, BenchUser } from './bench-server';
import { reportLine, sample } from './stats';

const SUBJECTS = ['lighthouse', 'castle', 'forest', 'harbour', 'desert', 'city', 'garden', 'mountain'];

/** Rows straight in the database with generate_series: one in ten a video, one in fifty a favourite. */
async function seedHistory(server: BenchServer, user: BenchUser, rows: number): Promise<void> {
  const subjects = sql.raw(`array[${SUBJECTS.map((subject) => `'${subject}'`).join(', ')}]`);
  await server.deps.db.execute(sql`
    insert into media_items (owner_user_id, media_type, service_type, template_id, prompt_text, width, height,
      storage_key, content_type, size_bytes, thumbnail_key, thumbnail_content_type, is_favorite, created_at)
    select ${user.userId}::uuid,
      case when i % 10 = 0 then 'video' else 'image' end,
      case when i % 10 = 0 then 'text-to-video' else 'text-to-image' end,
      'text_to_image_v1',
      (${subjects})[1 + i % ${SUBJECTS.length}] || ' at dawn, study ' || i,
      1024, 1024,
      'results/bench/' || i || '.png', 'image/png', 250000,
      'thumbnails/bench/' || i || '.webp', 'image/webp',
      i % 50 = 0,
      now() - make_interval(secs => i)
    from generate_series(1, ${rows}) as i`);
}

/**
 * Fills two users' histories with `rows` creations each, then times the history call (auth, query, count
 * and answer) for the filters the gallery uses.
 */
export async function measureHistoryLatency(server: BenchServer, rows: number, times: number): Promise<void> {
  const user = await server.signIn('Pro');
  const neighbour = await server.signIn('Pro');
  const seedStart = performance.now();
  await seedHistory(server, user, rows);
  await seedHistory(server, neighbour, rows);
  await server.deps.db.execute(sql`analyze media_items`);
  const seeded = performance.now() - seedStart;
  const lastPage = Math.ceil(rows / 200);
  const queries: Record<string, string> = {
    'first page (20)': '',
    'first page (200)': 'per_page=200',
    [`last page (page ${lastPage} of 200)`]: `per_page=200&page=${lastPage}`,
    'search, common word': 'search=lighthouse',
    'search, one match': `search=study%20${rows - 7}`,
    'favourites only': 'favorites_only=true',
    'videos only': 'service_type=video',
    unassigned: 'project_id=unassigned',
  };
  console.log(
    `\nHistory latency on ${server.engine} (${rows.toLocaleString('en')} rows per user, two users, ${times} calls each; seeding took ${(seeded / 1000).toFixed(1)} s)`,
  );
  for (const [label, query] of Object.entries(queries)) {
    const durations = await sample(times, async () => {
      const answer = await server.request<{ history: unknown[] }>('GET', `/api/v1/generated-history?${query}`, user.token);
      if (answer.status !== 200) throw new Error(`${label}: ${JSON.stringify(answer.body)}`);
    });
    reportLine(label, durations);
  }
}
