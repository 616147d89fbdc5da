import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verdict } from './stats';

const TARGET_MIB = 250;
const IDLE_SECONDS = 15;
const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 4199);

/** The server as `npm run serve` starts it (the same Node flags), on PGlite in `dataDir`. */
function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, [...serverNodeFlags(), '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      CLIENT_DIST: path.join(dataDir, 'none'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

/** The Node flags of `npm run serve`, read from package.json so the bench measures what ships. */
function serverNodeFlags(): string[] {
  const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  return [...(scripts.serve ?? '').matchAll(/--[\w-]+=\S+/g)].map((match) => match[0]);
}

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start');
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function residentMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kib / 1024;
}

async function idleResident(dataDir: string): Promise<number> {
  const server = startServer(dataDir);
  try {
    await waitForHealth();
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    return residentMiB(server.pid!);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/**
 * Resident memory of the embedded server (PGlite) after it has idled, on a first start (which creates the
 * database) and on a restart of the same one. Target: at most 250 MiB.
 */
export async function measureIdleMemory(): Promise<void> {
  if (!fs.existsSync('/proc/self/status')) return void console.log('\nIdle memory: needs Linux /proc; skipped');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-memory-'));
  try {
    const first = await idleResident(dataDir);
    const again = await idleResident(dataDir);
    console.log(
      `\nIdle memory of the embedded server (resident, after ${IDLE_SECONDS} s idle; flags ${serverNodeFlags().join(' ') || 'none'})`,
    );
    console.log(
      `  ${'first start (creates the database)'.padEnd(42)} ${first.toFixed(0).padStart(5)} MiB   ${verdict(first, { max: TARGET_MIB, unit: 'MiB' })}`,
    );
    console.log(
      `  ${'restart on the same database'.padEnd(42)} ${again.toFixed(0).padStart(5)} MiB   ${verdict(again, { max: TARGET_MIB, unit: 'MiB' })}`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
