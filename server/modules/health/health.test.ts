import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

describe('GET /api/v1/health', () => {
  it('answers ok with the engine and version after reaching the database', async () => {
    const t = await createTestApp();
    const { status, body, headers } = await t.get('/api/v1/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', engine: t.deps.engine, version: expect.any(String) });
    expect(headers.get('X-Request-Id')).toBeTruthy();
  });
});
