import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract';
import { createTestApp } from '../test/test-app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security?: unknown[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

describe('OpenAPI document', () => {
  it('lists every call of the contract with its method, path, errors and security', async () => {
    const t = await createTestApp();
    const { status, body } = await t.get<OpenApiDocument>('/api/v1/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    for (const call of allCalls) {
      const operation = body.paths[call.path]?.[call.method];
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      expect(operation?.operationId).toBe(call.name);
      expect(Object.keys(operation?.responses ?? {})).toContain(String(call.status ?? 200));
      const scopes = typeof call.auth === 'object' ? [call.auth.scope] : [];
      expect(operation?.security).toEqual(call.auth === 'none' ? [] : [{ bearerAuth: scopes }]);
    }
    expect(Object.values(body.paths).flatMap(Object.keys)).toHaveLength(allCalls.length);
    expect(body.components.schemas).toHaveProperty('Error');
    expect(body.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it('serves a reference page', async () => {
    const t = await createTestApp();
    const { status, body } = await t.get<string>('/api/v1/docs');
    expect(status).toBe(200);
    expect(body).toContain('/api/v1/openapi.json');
    // Its script comes from this server, never from a CDN.
    expect(body).toContain('/api/v1/docs/scalar.js');
    expect(body).not.toMatch(/cdn\.jsdelivr|unpkg/);
  });

  it('serves the reference page script itself', async () => {
    const t = await createTestApp();
    const response = await t.app.request('/api/v1/docs/scalar.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
