import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { proxyConfig, type ProxySettings } from './proxy-config';

/** Debian's package puts HAProxy in /usr/sbin, which a non-root PATH may lack. */
function findHaproxy(): string {
  for (const candidate of [process.env.HAPROXY_PATH, 'haproxy', '/usr/sbin/haproxy']) {
    if (candidate && spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error('HAProxy was not found: install it (Debian: apt-get install -y haproxy) or set HAPROXY_PATH.');
}

export interface RunningProxy {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Writes the configuration into `dir` and runs HAProxy in the foreground, its output appended to proxy.log. */
export async function startProxy(dir: string, settings: ProxySettings): Promise<RunningProxy> {
  const binary = findHaproxy();
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, proxyConfig(settings));
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}${check.stdout}`);
  const log = fs.openSync(path.join(dir, 'proxy.log'), 'a');
  const child = spawn(binary, ['-db', '-f', file], { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
