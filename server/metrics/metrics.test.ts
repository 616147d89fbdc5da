import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { startOperatorServer } from '../operator/operator-server';
import { createReadiness } from '../operator/readiness';
import { run, textToImage, waitForTask } from '../test/generation';
import { createTestApp } from '../test/test-app';
import { signedInUser } from '../test/users';
import { countQueuedJobs } from '../worker/task-queue';
import { createMetrics, scrape } from './metrics';

describe('metrics', () => {
  it('count requests by route pattern, never by id, and time them', async () => {
    const t = await createTestApp();
    await t.get('/api/v1/health');
    await t.get('/api/v1/tasks/5f0e8a52-4a44-4b0e-9f0e-0a8b2c1d3e4f');
    await t.get('/no/such/page/12345');
    const text = await scrape(t.deps.metrics, {});
    expect(text).toContain('studio_http_requests_total{method="GET",route="/api/v1/health",status="200"} 1');
    expect(text).toContain('studio_http_requests_total{method="GET",route="/api/v1/tasks/:taskId",status="401"} 1');
    expect(text).not.toContain('5f0e8a52');
    expect(text).not.toContain('12345');
    expect(text).toContain('studio_http_request_duration_seconds_count{method="GET",route="/api/v1/health"} 1');
  });

  it('follow a generation: points debited, the wait, the job and its outcome, the queue left empty', async () => {
    const t = await createTestApp({ worker: true });
    const user = await signedInUser(t);
    const { body } = await run(t, user.token, textToImage());
    const task = await waitForTask(t, user.token, body.tasks[0]!.task_id);
    expect(task.status).toBe('complete');
    // The worker counts the attempt as it ends, a moment after the task's completion is committed and seen.
    const text = await vi.waitFor(async () => {
      const scraped = await scrape(t.deps.metrics, { queueDepth: () => countQueuedJobs(t.deps.db) });
      expect(scraped).toContain('studio_jobs_total{provider="local",outcome="complete"} 1');
      return scraped;
    });
    expect(text).toContain(`studio_points_debited_total ${task.cost}`);
    expect(text).toContain('studio_queue_wait_seconds_count{provider="local"} 1');
    expect(text).toContain('studio_job_duration_seconds_count{provider="local",outcome="complete"} 1');
    expect(text).toContain('studio_queue_jobs{provider="local",state="waiting"} 0');
    expect(text).toContain('studio_queue_jobs{provider="runware",state="active"} 0');
  });

  it('follow the request that queued a task into the worker log lines about it', async () => {
    const t = await createTestApp({ worker: true });
    const user = await signedInUser(t);
    const answer = await t.post<{ tasks: Array<{ task_id: string }> }>('/api/v1/workflows/run', textToImage(), {
      token: user.token,
      headers: { 'X-Request-Id': 'run-request-1' },
    });
    const taskId = answer.body.tasks[0]!.task_id;
    await waitForTask(t, user.token, taskId);
    // Logged as the attempt ends, a moment after the task's completion is seen.
    const attempt = await vi.waitFor(() => {
      const found = t.logs.find((record) => record.msg === 'generation attempt ended' && record.taskId === taskId);
      expect(found).toBeDefined();
      return found;
    });
    expect(attempt).toMatchObject({ requestId: 'run-request-1', outcome: 'complete', provider: 'local', attempt: 1 });
  });

  it('are served on the operator port with the probes, and nothing else is', async () => {
    const metrics = createMetrics();
    metrics.pointsRefunded.inc(3);
    const readiness = createReadiness('ready');
    const operator = await startOperatorServer({
      port: 0,
      host: '127.0.0.1',
      metrics,
      sources: { pool: () => ({ total: 4, idle: 3, waiting: 0 }) },
      readiness,
      logger: createLogger({ level: 'silent' }),
    });
    try {
      const base = `http://127.0.0.1:${operator.port}`;
      const scraped = await fetch(`${base}/metrics`);
      expect(scraped.headers.get('Content-Type')).toContain('text/plain');
      const text = await scraped.text();
      expect(text).toContain('studio_points_refunded_total 3');
      expect(text).toContain('studio_db_pool_connections{state="idle"} 3');
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      readiness.set('draining');
      expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'draining' });
      expect((await fetch(`${base}/api/v1/user/me`)).status).toBe(404);
    } finally {
      await operator.close();
    }
  });
});
