import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { followTaskEvents } from './event-stream';
import { call, login, newUser, register, signedInUser, tinyGeneration, type RunAnswer } from '../../scripts/cluster/studio-client';
import { control } from './control';

const cluster = inject('cluster');
const [api1, api2] = cluster.apis as [(typeof cluster.apis)[0], (typeof cluster.apis)[0]];

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function texts(members: Array<{ metricsUrl: string }>): Promise<string> {
  return (await Promise.all(members.map(async (member) => (await fetch(`${member.metricsUrl}/metrics`)).text()))).join('\n');
}

describe('the studio as two API processes and two workers behind HAProxy, its media in an S3 store', () => {
  it('a session made on one API process works on the other', async () => {
    const user = newUser('across');
    await register(api1.url, user);
    const { status, body } = await login(api2.url, user);
    expect(status).toBe(200);
    const me = await call<{ username: string }>(api1.url, '/api/v1/user/me', { token: body.token ?? '' });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(user.username);
  });

  it('streams a task queued through one process to the browser whose stream another process holds', async () => {
    const user = await signedInUser(cluster.proxyUrl, 'stream');
    const stream = followTaskEvents(cluster.proxyUrl, user.token);
    try {
      await stream.connected;
      const holder = stream.servedBy[0];
      // Round robin: the next request or the one after goes to the other process.
      let queued: { taskId: string; requestId: string } | null = null;
      for (let attempt = 0; attempt < 6 && !queued; attempt += 1) {
        const run = await call<RunAnswer>(cluster.proxyUrl, '/api/v1/workflows/run', {
          token: user.token,
          json: tinyGeneration(`a lighthouse ${attempt}`),
          headers: { 'Idempotency-Key': randomUUID() },
        });
        expect(run.status).toBe(202);
        if (run.headers.get('X-Served-By') !== holder) {
          queued = { taskId: run.body.tasks[0]?.task_id ?? '', requestId: run.headers.get('X-Request-Id') ?? '' };
        }
      }
      if (!queued) throw new Error(`Every run went to ${holder}, the process holding the stream`);
      const ended = await stream.ended(queued.taskId);
      expect(ended.data.kind).toBe('complete');

      // The request id that queued the task is on the worker's log lines about it, in another process.
      const workerLines = cluster.workers.flatMap((worker) => fs.readFileSync(worker.logFile, 'utf8').split('\n'));
      const attempt = workerLines
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((record) => record.msg === 'generation attempt ended' && record.taskId === queued.taskId);
      expect(attempt).toMatchObject({ requestId: queued.requestId, outcome: 'complete', process: 'worker' });

      // The result comes from the object store by a signed link.
      const result = (ended.data.results as Array<{ url: string }> | undefined)?.[0];
      const media = await call(cluster.proxyUrl, new URL(result?.url ?? '', cluster.proxyUrl).pathname, { token: user.token });
      expect(media.status).toBe(302);
      const signed = media.headers.get('Location') ?? '';
      expect(signed.startsWith(`${cluster.objectStore.endpoint}/${cluster.objectStore.bucket}/`)).toBe(true);
      const bytes = Buffer.from(await (await fetch(signed)).arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    } finally {
      await stream.close();
    }
  });

  it('keeps uploads in the object store and hands them out by signed links only', async () => {
    const user = await signedInUser(cluster.proxyUrl, 'upload');
    const png = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image_file', new File([new Uint8Array(png)], 'input.png', { type: 'image/png' }));
    form.set('image_purpose', 'seed');
    const uploaded = await call<{ data: { local_image_url: string } }>(cluster.proxyUrl, '/api/v1/uploads/images', {
      token: user.token,
      form,
    });
    expect(uploaded.status).toBe(201);

    const media = await call(cluster.proxyUrl, new URL(uploaded.body.data.local_image_url, cluster.proxyUrl).pathname, {
      token: user.token,
    });
    expect(media.status).toBe(302);
    const signed = new URL(media.headers.get('Location') ?? '');
    expect(signed.origin).toBe(cluster.objectStore.endpoint);
    expect(signed.searchParams.get('X-Amz-Signature')).toBeTruthy();
    const fetched = await fetch(signed, { headers: { Origin: cluster.proxyUrl } });
    expect(fetched.status).toBe(200);
    // The editors draw media on canvases: the bucket admits the studio's origin.
    expect(fetched.headers.get('Access-Control-Allow-Origin')).toBe(cluster.proxyUrl);
    // The studio keeps the upload as it checked it: the same picture (its bytes may be re-encoded).
    const { data, info } = await sharp(Buffer.from(await fetched.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height, pixel: [...data.subarray(0, 3)] }).toEqual({
      width: 96,
      height: 64,
      pixel: [0x33, 0x66, 0x99],
    });

    // A link of the store's own signing (AWS signature version 4), valid for an hour.
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(signed.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
  });

  it('counts sign-in attempts on both processes against one limit', async () => {
    const user = newUser('limited');
    await register(api1.url, user);
    // The per-account limit is 5 a window: four wrong passwords and one right, spread over both processes.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const base = attempt % 2 === 0 ? api1.url : api2.url;
      statuses.push((await login(base, user, attempt === 4 ? user.password : 'wrong password 1')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 200]);
    // Each process alone has seen three or fewer: only a shared count refuses the sixth.
    expect((await login(api2.url, user)).status).toBe(429);
  });

  it('reports metrics from every process on its operator port', async () => {
    const user = await signedInUser(cluster.proxyUrl, 'metrics');
    const run = await call<RunAnswer>(cluster.proxyUrl, '/api/v1/workflows/run', { token: user.token, json: tinyGeneration('a kite') });
    expect(run.status).toBe(202);
    const apis = await texts(cluster.apis);
    expect(apis).toMatch(/studio_http_requests_total\{method="POST",route="\/api\/v1\/workflows\/run",status="202",process="api"\} [1-9]/);
    expect(apis).toMatch(/studio_http_request_duration_seconds_count\{process="api",method="GET",route="\/api\/v1\/user\/me"\}/);
    expect(apis).toMatch(/studio_points_debited_total\{process="api"\} [1-9]/);
    expect(apis).toMatch(/studio_db_pool_connections\{state="total",process="api"\} [1-9]/);
    expect(apis).toMatch(/studio_queue_jobs\{provider="local",state="waiting",process="api"\} \d/);
    const workers = await waitFor('a completed job in the workers metrics', async () => {
      const text = await texts(cluster.workers);
      return /studio_jobs_total\{provider="local",outcome="complete",process="worker"\} [1-9]/.test(text) ? text : null;
    });
    expect(workers).toMatch(/studio_job_duration_seconds_count\{process="worker",provider="local",outcome="complete"\} [1-9]/);
    expect(workers).toMatch(/studio_queue_wait_seconds_count\{process="worker",provider="local"\} [1-9]/);
    expect(workers).toMatch(/studio_process_resident_memory_bytes\{process="worker"\}/);
  });

  it('drains a process on SIGTERM: not ready, its streams ended with a retry hint, then it is back', async () => {
    const user = await signedInUser(cluster.proxyUrl, 'drain');
    const stream = followTaskEvents(api2.url, user.token);
    try {
      await stream.connected;
      await control(cluster.controlUrl, 'stop', api2.name, { signal: 'SIGTERM', wait: false });
      const readiness = await waitFor('api2 to say it drains', async () => {
        const answer = await call<{ status: string }>(api2.url, '/readyz').catch(() => null);
        return answer?.status === 503 ? answer : null;
      });
      expect(readiness.body).toEqual({ status: 'draining' });
      // The proxy sends nothing there meanwhile, and the studio answers.
      for (let index = 0; index < 4; index += 1) {
        const health = await call(cluster.proxyUrl, '/api/v1/health');
        expect(health.status).toBe(200);
      }
      await waitFor('the retry hint', async () => stream.hints.length > 0);
      expect(stream.hints[0]).toBeGreaterThanOrEqual(1000);
    } finally {
      await stream.close();
      // Started again in the background: the next test that needs every process waits for it (control's start).
      void control(cluster.controlUrl, 'start', api2.name).catch(() => undefined);
    }
  });
});
