import { describe, expect, it } from 'vitest';
import * as browser from './browser';
import { allCalls } from './index';

interface RouteFields {
  name: string;
  method: string;
  path: string;
}

const routes = (Object.values(browser) as unknown[]).filter(
  (value): value is RouteFields => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
);

describe("the browser's schema-free contract", () => {
  it('has a route for every call, with the same method, path, body and answer kinds', () => {
    for (const call of allCalls) {
      const found = routes.find((candidate) => candidate.name === call.name);
      expect(found, `contract/browser.ts has no route for ${call.name}: add one`).toBeDefined();
      expect({ ...found }, call.name).toEqual({
        name: call.name,
        method: call.method,
        path: call.path,
        ...(call.bodyKind ? { bodyKind: call.bodyKind } : {}),
        ...(call.answerKind ? { answerKind: call.answerKind } : {}),
      });
    }
  });

  it('has no route for a call the API does not have', () => {
    const names = new Set<string>(allCalls.map((call) => call.name));
    expect(routes.map((candidate) => candidate.name).filter((name) => !names.has(name))).toEqual([]);
  });
});
