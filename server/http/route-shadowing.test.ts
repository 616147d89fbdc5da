import { describe, expect, it } from 'vitest';
import { isShadowedBy, routeShadowingGuard } from './route-shadowing';

describe('isShadowedBy', () => {
  it('finds a fixed segment that an earlier parameter takes', () => {
    expect(isShadowedBy('/generated-history/facets', '/generated-history/{id}')).toBe(true);
    expect(isShadowedBy('/teams/{team_id}/members/me', '/teams/{team_id}/members/{user_id}')).toBe(true);
  });

  it('leaves routes of other shapes, and a parameter registered after a fixed segment', () => {
    expect(isShadowedBy('/generated-history/{id}', '/generated-history/facets')).toBe(false);
    expect(isShadowedBy('/generated-history/facets', '/generated-history')).toBe(false);
    expect(isShadowedBy('/projects/{id}/items', '/projects/{id}/members')).toBe(false);
    expect(isShadowedBy('/projects/{id}', '/projects/{project_id}')).toBe(false);
  });
});

describe('routeShadowingGuard', () => {
  it('refuses a route an earlier one of the same method would take, and allows it first', () => {
    const refused = routeShadowingGuard();
    refused('get', '/generated-history/{id}');
    refused('delete', '/generated-history/facets');
    expect(() => refused('get', '/generated-history/facets')).toThrow(/register it first/);
    const allowed = routeShadowingGuard();
    allowed('get', '/generated-history/facets');
    expect(() => allowed('get', '/generated-history/{id}')).not.toThrow();
  });
});
