import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../../contract';
import { createTestApp } from '../test/test-app';

/** The routes that are no contract call but are documented beside them (billing-pages.docs.ts), with the sandbox on. */
const documentedPages = [
  'post /billing/webhooks/{provider}',
  'get /billing/checkouts/{id}/return',
  'get /billing/sandbox/checkout/{id}',
  'post /billing/sandbox/checkout/{id}/pay',
  'post /billing/sandbox/checkout/{id}/cancel',
  'get /billing/sandbox/portal',
  'post /billing/sandbox/portal/{subscription}/{action}',
];

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
    const operations = Object.entries(body.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    const calls = new Set(allCalls.map((call) => `${call.method} ${call.path}`));
    expect(operations.filter((operation) => !calls.has(operation)).toSorted()).toEqual(documentedPages.toSorted());
    expect(operations).toHaveLength(allCalls.length + documentedPages.length);
    expect(body.components.schemas).toHaveProperty('Error');
    expect(body.components.securitySchemes).toHaveProperty('bearerAuth');
  });

  it("passes Redocly's recommended rules with no warning: a license, a 4xx answer on every operation, the webhooks and pages", async () => {
    const t = await createTestApp();
    const { body } = await t.get<OpenApiDocument>('/api/v1/openapi.json');
    const problems = await lintFromString({
      source: JSON.stringify(body),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`)).toEqual([]);
  });

  it('refuses unsafe text in any parameter of any call, the 4xx every operation documents', async () => {
    const t = await createTestApp();
    const answer = await t.get<{ code: string }>('/api/v1/health?probe=%00');
    expect(answer).toMatchObject({ status: 400, body: { code: 'validation_error' } });
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
