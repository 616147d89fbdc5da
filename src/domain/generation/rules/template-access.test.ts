import { describe, expect, it } from 'vitest';
import { findBestTemplate, firstRequiredTier, isTierAllowed, parseTemplateId } from './template-access';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';

describe('isTierAllowed', () => {
  const proOnly = buildTemplate({ tier: ['Pro', 'Enterprise'] });

  it('compares tiers without regard to case', () => {
    expect(isTierAllowed(proOnly, 'pro')).toBe(true);
    expect(isTierAllowed(proOnly, 'PRO')).toBe(true);
    expect(isTierAllowed(proOnly, 'Free')).toBe(false);
  });

  it('allows nothing without a tier', () => {
    expect(isTierAllowed(proOnly, null)).toBe(false);
    expect(isTierAllowed(proOnly, '')).toBe(false);
  });
});

describe('findBestTemplate', () => {
  const templates = [
    buildTemplate({ template_id: 'upscale_v3' }),
    buildTemplate({ template_id: 'upscale_v1', tier: ['Pro'] }),
    buildTemplate({ template_id: 'upscale_v2' }),
    buildTemplate({ template_id: 'upscale_plus_v1' }),
  ];

  it('picks the lowest version among the templates the tier may use', () => {
    expect(findBestTemplate(templates, 'upscale', 'Free')?.template_id).toBe('upscale_v2');
    expect(findBestTemplate(templates, 'upscale', 'pro')?.template_id).toBe('upscale_v1');
  });

  it('matches the whole name, not a prefix, and finds nothing when nothing is allowed', () => {
    expect(findBestTemplate(templates, 'upscale_plus', 'Free')?.template_id).toBe('upscale_plus_v1');
    expect(findBestTemplate(templates, 'upscale', null)).toBeNull();
    expect(findBestTemplate(templates, 'outpaint', 'Pro')).toBeNull();
  });

  it('compares versions as numbers: v10 comes after v9', () => {
    const versions = [buildTemplate({ template_id: 'x_v10' }), buildTemplate({ template_id: 'x_v9' })];
    expect(findBestTemplate(versions, 'x', 'Free')?.template_id).toBe('x_v9');
  });
});

describe('parseTemplateId and firstRequiredTier', () => {
  it('splits name and version', () => {
    expect(parseTemplateId('Image_inpainting_v2')).toEqual({ name: 'Image_inpainting', version: 2 });
    expect(parseTemplateId('no-version')).toBeNull();
  });

  it('names the cheapest tier that unlocks a template, whatever the list order', () => {
    expect(firstRequiredTier(buildTemplate({ tier: ['Enterprise', 'Pro'] }))).toBe('Pro');
  });
});
