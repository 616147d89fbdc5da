import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';

/**
 * What the database's statistics say prompts look like: the most common ones with their share of rows, and the
 * histogram's bounds (prompts at evenly spaced ranks of a random sample), as ANALYZE last saw them.
 */
export interface PromptSample {
  common: ReadonlyArray<{ text: string; share: number }>;
  others: readonly string[];
}

/** Below this share of rows a word is worth looking up alone; the histogram cannot tell finer shares apart anyway. */
const RARE_SHARE = 0.01;
/** Fewer sampled prompts than this say nothing (a small or never analysed table): search as usual. */
const MIN_SAMPLE = 50;

/** The share of prompts containing `word`, estimated as PostgreSQL estimates a LIKE from the same statistics. */
function shareContaining(word: string, sample: PromptSample): number {
  const needle = word.toLowerCase();
  let commonShare = 0;
  let commonMatch = 0;
  for (const { text, share } of sample.common) {
    commonShare += share;
    if (text.toLowerCase().includes(needle)) commonMatch += share;
  }
  const othersMatch = sample.others.filter((text) => text.toLowerCase().includes(needle)).length;
  return commonMatch + (1 - commonShare) * (othersMatch / Math.max(1, sample.others.length));
}

/**
 * A word of a multi-word search that few prompts contain, or undefined. A trigram index answers a substring
 * search by reading every trigram's list of rows, so a phrase with a word that nearly every prompt contains
 * (`study 999993`, `portrait of ...`) reads lists of a million rows to find one; looking up the rare word alone
 * and checking the whole phrase on the few rows it finds gives the same rows at a fraction of the cost. Words
 * are runs of letters and digits of three or more, as pg_trgm extracts them.
 */
export function rareSearchWord(search: string, sample: PromptSample | null): string | undefined {
  if (!sample || sample.common.length + sample.others.length < MIN_SAMPLE) return undefined;
  const words = [...new Set(search.match(/[\p{L}\p{N}]{3,}/gu) ?? [])];
  if (words.length === 0 || (words.length === 1 && words[0] === search)) return undefined;
  let best: { word: string; share: number } | undefined;
  for (const word of words) {
    const share = shareContaining(word, sample);
    if (!best || share < best.share || (share === best.share && word.length > best.word.length)) best = { word, share };
  }
  return best && best.share <= RARE_SHARE ? best.word : undefined;
}

/** The prompt column's statistics, read again at most every `maxAgeMs` (ANALYZE changes them slowly). */
export function promptSampler(db: Executor, maxAgeMs = 5 * 60_000): () => Promise<PromptSample | null> {
  let cached: { at: number; sample: Promise<PromptSample | null> } | undefined;
  return () => {
    const now = performance.now();
    if (!cached || now - cached.at > maxAgeMs) cached = { at: now, sample: readPromptSample(db).catch(() => null) };
    return cached.sample;
  };
}

async function readPromptSample(db: Executor): Promise<PromptSample | null> {
  // Both drivers answer execute() with { rows }, which drizzle's shared type does not spell out.
  const { rows } = (await db.execute(
    sql`select most_common_vals::text::text[] as common, most_common_freqs as shares, histogram_bounds::text::text[] as others
      from pg_stats where schemaname = current_schema() and tablename = 'media_items' and attname = 'prompt_text'`,
  )) as unknown as { rows: Array<{ common: string[] | null; shares: number[] | null; others: string[] | null }> };
  const [row] = rows;
  if (!row) return null;
  const shares = row.shares ?? [];
  return {
    common: (row.common ?? []).map((text, index) => ({ text, share: Number(shares[index] ?? 0) })),
    others: row.others ?? [],
  };
}
