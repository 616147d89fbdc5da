import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, API_BASE } from '../../contract';
import { authCases, fuzzCases, type FuzzCase, type OpenApiOperation } from '../test/fuzz-cases';
import { RawConnection } from '../test/raw-http';
import { createTestApp, type TestApp } from '../test/test-app';
import { signedInUser } from '../test/users';

/**
 * Every call of the OpenAPI document, attacked over a real socket: wrong types, missing and extra fields, huge and
 * control-character strings, a byte-order mark, malformed bodies and wrong content types. No answer may be a 500,
 * every request gets a whole answer, and a connection the server says it keeps open must still serve.
 */
let t: TestApp;
let server: ServerType;
let port: number;
let paths: Record<string, Record<string, OpenApiOperation>>;

beforeAll(async () => {
  // Rate limits stay on, but high enough that the run reaches every validator rather than a 429.
  t = await createTestApp({ env: { RATE_LIMIT_MAX_PER_IP: '100000', RATE_LIMIT_MAX_PER_ACCOUNT: '100000' } });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  const connection = await RawConnection.open(port);
  const answer = await connection.send({ method: 'GET', path: `${API_BASE}/openapi.json` });
  connection.close();
  paths = (JSON.parse(answer.body.toString()) as { paths: typeof paths }).paths;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function attack(cases: FuzzCase[], token: string): Promise<string[]> {
  const problems: string[] = [];
  let connection = await RawConnection.open(port);
  for (const { name, request, isAnonymous } of cases) {
    const headers = isAnonymous ? request.headers : { Authorization: `Bearer ${token}`, ...request.headers };
    try {
      const answer = await connection.send({ ...request, headers });
      if (answer.status >= 500 || !(answer.status >= 200))
        problems.push(`${name}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
      if (answer.headers.connection?.toLowerCase() === 'close' || answer.headers['content-type']?.startsWith('text/event-stream')) {
        connection.close();
        connection = await RawConnection.open(port);
        continue;
      }
      // The server said the connection stays: the next request on it must be served.
      const probe = await connection.send({ method: 'GET', path: `${API_BASE}/health` });
      if (probe.status !== 200) problems.push(`${name}: the next request on the connection answered ${probe.status}`);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      connection.close();
      connection = await RawConnection.open(port);
    }
  }
  connection.close();
  return problems;
}

describe('a fuzz run over every call of the OpenAPI document', () => {
  it.each(allCalls.map((call) => [call.name, call] as const))(
    '%s answers every hostile request without a 500 or a dropped connection',
    async (_name, call) => {
      const operation = paths[call.path]?.[call.method];
      expect(operation, `${call.method} ${call.path} in the document`).toBeDefined();
      if (!operation) return;
      const cases = [...fuzzCases(call.method, call.path, operation, API_BASE), ...authCases(call.method, call.path, API_BASE)];
      expect(cases.length).toBeGreaterThanOrEqual(6);
      const user = await signedInUser(t, { tier: 'Enterprise' });
      expect(await attack(cases, user.token)).toEqual([]);
    },
    120_000,
  );
});
