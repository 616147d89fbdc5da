import lighthouse from 'lighthouse';
import { launch } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../chromium';
import { startBuiltApp } from './built-app';

interface Target {
  path: string;
  signedIn: boolean;
  /** Lighthouse's mobile performance score each run must reach: 98 for the sign-in page, 95 for a member's screens. */
  score: number;
}

const targets: Target[] = [
  { path: '/auth', signedIn: false, score: 98 },
  { path: '/workshop/default', signedIn: true, score: 95 },
  { path: '/gallery', signedIn: true, score: 95 },
  { path: '/studio', signedIn: true, score: 95 },
  { path: '/account', signedIn: true, score: 95 },
];

interface RunResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** What the load asked for: each request by Lighthouse's resource type, and the bytes sent over the wire. */
  requests: Record<string, number>;
  transferKb: number;
  /** The main thread's longest tasks (Lighthouse's long-tasks audit, simulated): where the blocking time comes from. */
  longTasks: Array<{ file: string; ms: number }>;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

function requestsOf(details: unknown): NetworkRequest[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as NetworkRequest[]) : [];
}

/** The `count` longest tasks, each by the file its script came from (its last path segment). */
function longestTasks(details: unknown, count: number): RunResult['longTasks'] {
  const items = requestsOf(details) as Array<{ url?: string; duration?: number }>;
  return items
    .map((item) => ({ file: (item.url ?? '').split('/').pop() || '(browser)', ms: item.duration ?? 0 }))
    .toSorted((a, b) => b.ms - a.ms)
    .slice(0, count);
}

function countRequests(items: NetworkRequest[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const type = item.resourceType ?? 'Other';
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

/** One Lighthouse run (mobile, simulated slow 4G and a 4x slower CPU: its defaults) in a fresh browser. */
async function runOnce(base: string, target: Target, token: string): Promise<RunResult> {
  const browser = await launch({ ...chromiumLaunchOptions(), headless: true });
  try {
    const page = await browser.newPage();
    if (target.signedIn) {
      // The token where a remembered session keeps it, set from a page that loads none of the app's files.
      await page.goto(`${base}/api/v1/health`);
      await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    }
    const result = await lighthouse(
      `${base}${target.path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: target.signedIn },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result.');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      requests: countRequests(requestsOf(lhr.audits['network-requests']?.details)),
      transferKb: requestsOf(lhr.audits['network-requests']?.details).reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024,
      longTasks: longestTasks(lhr.audits['long-tasks']?.details, 3),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP on a busy machine): such a run is made again. */
async function runWithRetry(base: string, target: Target, token: string): Promise<RunResult | Error> {
  let failure = new Error('no run');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await runOnce(base, target, token);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  }
  return failure;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Lighthouse against the built app in Chromium, `runs` times each for /auth, and the member's screens signed in
 * (only the paths in `paths`, when given); prints every run's score and metrics next to the target.
 */
export async function measureLighthouse(runs = 3, paths: readonly string[] = []): Promise<void> {
  console.log(`\nLighthouse, mobile (target: performance at least 98 on /auth and 95 signed in, in each run)`);
  const app = await startBuiltApp('studio-lighthouse-');
  if (!app) return;
  const { base, token } = app;
  try {
    for (const target of targets.filter((candidate) => paths.length === 0 || paths.includes(candidate.path))) {
      const outcomes: Array<RunResult | Error> = [];
      for (let run = 0; run < runs; run += 1) outcomes.push(await runWithRetry(base, target, token));
      const results = outcomes.filter((outcome): outcome is RunResult => !(outcome instanceof Error));
      const scores = results.map((result) => result.score);
      const verdict =
        scores.length === 0
          ? 'no run finished'
          : scores.every((score) => score >= target.score)
            ? 'meets'
            : `misses by ${target.score - Math.min(...scores)}`;
      console.log(
        `  ${target.path.padEnd(18)} ${target.signedIn ? 'signed in ' : 'signed out'}  score ${scores.join(' / ')}  (${verdict})`,
      );
      for (const failure of outcomes.filter((outcome): outcome is Error => outcome instanceof Error)) {
        console.log(`      a run failed three times: ${failure.message}`);
      }
      for (const result of results) {
        console.log(
          `      FCP ${seconds(result.fcp)}  LCP ${seconds(result.lcp)}  TBT ${Math.round(result.tbt)} ms  CLS ${result.cls.toFixed(3)}  Speed Index ${seconds(result.si)}  ` +
            `requests ${Object.values(result.requests).reduce((total, count) => total + count, 0)} (scripts ${result.requests.Script ?? 0}, stylesheets ${result.requests.Stylesheet ?? 0}, fonts ${result.requests.Font ?? 0})  ${result.transferKb.toFixed(0)} kB`,
        );
        console.log(
          `        longest tasks: ${result.longTasks.map((task) => `${Math.round(task.ms)} ms ${task.file}`).join(', ') || 'none'}`,
        );
      }
    }
  } finally {
    app.close();
  }
}
