import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import lighthouse from 'lighthouse';
import { launch } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../chromium';

/** Issue 11's target: Lighthouse's mobile performance score, in each run. */
const TARGET_SCORE = 95;

interface Target {
  path: string;
  signedIn: boolean;
}

const targets: Target[] = [
  { path: '/auth', signedIn: false },
  { path: '/workshop/default', signedIn: true },
  { path: '/account', signedIn: true },
];

interface RunResult {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The app as `npm start` serves it (the built client, the API, a fresh embedded database), in a child process. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const { DATABASE_URL: _embedded, ...environment } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...environment,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      RATE_LIMIT_MAX_PER_IP: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/api/v1/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The server did not start within two minutes.');
}

/** A registered, activated and logged-in account, made through the real API as the screens would. */
async function signedInToken(base: string): Promise<string> {
  const captcha = async () => {
    const challenge = await (await fetch(`${base}/api/v1/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const post = async (call: string, body: object) => {
    const response = await fetch(`${base}/api/v1${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${call} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const id = Date.now().toString(36);
  const user = { username: `bench_${id}`, email: `bench.${id}@example.com`, password: 'correct horse 42' };
  await post('/register', { ...user, 'g-recaptcha-response': await captcha() });
  const mailbox = (await (await fetch(`${base}/dev/mailbox.json`)).json()) as { mails: Array<{ to: string; text: string }> };
  const code = mailbox.mails.find((mail) => mail.to === user.email)?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('No activation code in the dev mailbox.');
  return String((await post('/verify_email', { email: user.email, otp_code: code })).token);
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
 * Lighthouse against the built app in Chromium, `runs` times each for /auth, and /workshop/default and
 * /account signed in; prints every run's score and metrics next to the target.
 */
export async function measureLighthouse(runs = 3): Promise<void> {
  console.log(`\nLighthouse, mobile (target: performance at least ${TARGET_SCORE} in each run)`);
  if (!existsSync('dist/client/index.html')) {
    console.log('  no build found: run `npm run build` first');
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-lighthouse-'));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const base = `http://localhost:${port}`;
  try {
    const token = await signedInToken(base);
    for (const target of targets) {
      const outcomes: Array<RunResult | Error> = [];
      for (let run = 0; run < runs; run += 1) outcomes.push(await runWithRetry(base, target, token));
      const results = outcomes.filter((outcome): outcome is RunResult => !(outcome instanceof Error));
      const scores = results.map((result) => result.score);
      const verdict =
        scores.length === 0
          ? 'no run finished'
          : scores.every((score) => score >= TARGET_SCORE)
            ? 'meets'
            : `misses by ${TARGET_SCORE - Math.min(...scores)}`;
      console.log(
        `  ${target.path.padEnd(18)} ${target.signedIn ? 'signed in ' : 'signed out'}  score ${scores.join(' / ')}  (${verdict})`,
      );
      for (const failure of outcomes.filter((outcome): outcome is Error => outcome instanceof Error)) {
        console.log(`      a run failed three times: ${failure.message}`);
      }
      for (const result of results) {
        console.log(
          `      FCP ${seconds(result.fcp)}  LCP ${seconds(result.lcp)}  TBT ${Math.round(result.tbt)} ms  CLS ${result.cls.toFixed(3)}  Speed Index ${seconds(result.si)}`,
        );
      }
    }
  } finally {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
