import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../server/env';
import { composeProxySettings } from './cluster/compose-proxy';
import { proxyConfig } from './cluster/proxy-config';

/**
 * Docker cannot run on the machines that test the studio, so the deployment files are checked by reading them: the
 * compose file's services and every setting it gives against what server/env.ts reads, the proxy's configuration
 * against the one the cluster tests run, the image's entry points against the files.
 */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const compose = read('compose.yaml');

/** Settings of the images compose.yaml runs beside the studio, which server/env.ts rightly knows nothing of. */
const otherImages = /^(POSTGRES|MINIO)_/;

function services(text: string): string[] {
  const block = text.slice(text.indexOf('\nservices:\n'), text.indexOf('\nvolumes:\n'));
  return [...block.matchAll(/^ {2}([a-z0-9-]+):$/gm)].map((match) => match[1] ?? '');
}

function environmentNames(text: string): string[] {
  return [...new Set([...text.matchAll(/^\s+([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? ''))];
}

describe('the deployment files', () => {
  it('run every part of the scale path as a service of its own', () => {
    expect(services(compose)).toEqual(['postgres', 'object-store', 'object-store-setup', 'api1', 'api2', 'worker1', 'worker2', 'proxy']);
  });

  it('give the studio only settings that server/env.ts reads', () => {
    const unknown = environmentNames(compose).filter((name) => !otherImages.test(name) && !settingNames.includes(name));
    expect(unknown).toEqual([]);
  });

  it('give every process what the scale path needs: PostgreSQL, the object store, shared secrets, workers apart', () => {
    const names = environmentNames(compose);
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'SECRET_KEY', 'ALTCHA_HMAC_KEY', 'TRUST_PROXY', 'METRICS_PORT']) {
      expect(names).toContain(name);
    }
    expect(compose).toMatch(/WORKER_IN_PROCESS: "false"/);
    expect(compose).toMatch(/WORKER_ID: worker1[\s\S]*WORKER_ID: worker2/);
  });

  it('name in the example .env every variable compose.yaml asks for', () => {
    const asked = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)[:}]/g)].map((match) => match[1] ?? ''));
    const example = new Set([...read('deploy/studio.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ''));
    expect([...asked].filter((name) => !example.has(name))).toEqual([]);
  });

  it("put the proxy the cluster tests run in front of compose's API processes", () => {
    expect(read('deploy/haproxy.cfg')).toBe(proxyConfig(composeProxySettings));
    expect(compose).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it('start the API and the worker from files that exist', () => {
    const dockerfile = read('Dockerfile');
    const apiEntry = /^CMD \[.*"(server\/main\.ts)"\]$/m.exec(dockerfile)?.[1];
    const workerEntry = /command: \[.*"(server\/worker-main\.ts)"\]/.exec(compose)?.[1];
    for (const entry of [apiEntry, workerEntry]) {
      expect(entry).toBeDefined();
      expect(fs.existsSync(path.join(root, entry ?? ''))).toBe(true);
    }
  });
});
