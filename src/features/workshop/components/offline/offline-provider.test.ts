import { describe, expect, it } from 'vitest';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';
import { isMadeOffline, isServedOffline } from './offline-provider';

const catalog = [buildTemplate({ template_id: 'text_to_image_v1', provider: 'local' }), buildTemplate({ template_id: 'upscale_v1' })];

describe('the offline preview model', () => {
  it('serves the templates the catalog names local', () => {
    expect(catalog.map(isServedOffline)).toEqual([true, false]);
  });

  it('made a creation its history says it made, whatever serves its template now', () => {
    const runware = { providerSettings: { provider: 'runware' } };
    expect(isMadeOffline({ template_id: 'text_to_image_v1', remix_data: runware }, catalog)).toBe(false);
    expect(isMadeOffline({ template_id: 'upscale_v1', remix_data: { providerSettings: { provider: 'local' } } }, catalog)).toBe(true);
  });

  it("made a fresh task's result when its template is served offline; an unknown template says nothing", () => {
    expect(isMadeOffline({ template_id: 'text_to_image_v1' }, catalog)).toBe(true);
    expect(isMadeOffline({ template_id: 'upscale_v1', remix_data: null }, catalog)).toBe(false);
    expect(isMadeOffline({ template_id: 'gone_v1' }, catalog)).toBe(false);
  });
});
