import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

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
  // A fresh embedded database takes seconds on a quiet machine and minutes on one shared by several runs.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://localhost:${port}/api/v1/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The server did not start within five minutes.');
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

/** The built app on a fresh embedded database, and a signed-in user's token; null (said why) without a build. */
export async function startBuiltApp(prefix: string): Promise<{ base: string; token: string; close: () => void } | null> {
  if (!existsSync('dist/client/index.html')) {
    console.log('  no build found: run `npm run build` first');
    return null;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // A fixed port when asked (several benches on one machine each keep to their own), else any free one.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const server = await startServer(port, dataDir);
  const base = `http://localhost:${port}`;
  const close = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { base, token: await signedInToken(base), close };
  } catch (error) {
    close();
    throw error;
  }
}
