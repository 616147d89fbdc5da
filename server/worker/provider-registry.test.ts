import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/load-catalog';
import type { GenerationProvider } from '../integrations/providers/provider';
import { createProviderRegistry } from './provider-registry';

const provider = (name: string, types?: string[]): GenerationProvider => ({
  name,
  supports: (type) => !types || types.includes(type),
  run: async () => [],
});

describe('choosing a provider for a template', () => {
  const catalog = loadCatalog();
  const textToImage = catalog.template('text_to_image_v1')!;

  it('takes the first provider in preference order that the template names, with its model', () => {
    const registry = createProviderRegistry([
      ['runware', provider('runware')],
      ['local', provider('local')],
    ]);
    expect(registry.choose(textToImage)).toEqual({ name: 'runware', model: 'runware:100@1' });
    expect(createProviderRegistry([['local', provider('local')]]).choose(textToImage)).toEqual({ name: 'local', model: 'local:compose' });
  });

  it('falls through to local when the preferred provider is not configured for the template or cannot do its type', () => {
    const withoutRunware = { ...textToImage, providers: { local: { model: 'local:compose' } } };
    const registry = createProviderRegistry([
      ['runware', provider('runware', ['upscale'])],
      ['local', provider('local')],
    ]);
    expect(registry.choose(withoutRunware).name).toBe('local');
    expect(registry.choose(textToImage).name).toBe('local');
    expect(registry.choose(catalog.template('upscale_v1')!).name).toBe('runware');
  });

  it('gives ComfyUI a template by its workflow while the server can serve it, and the next provider otherwise', () => {
    const served = new Set(['text-to-image']);
    const comfyui: GenerationProvider = { ...provider('comfyui'), serves: (workflow) => served.has(workflow) };
    const registry = createProviderRegistry([
      ['comfyui', comfyui],
      ['runware', provider('runware')],
      ['local', provider('local')],
    ]);
    expect(registry.choose(textToImage)).toEqual({ name: 'comfyui', model: 'text-to-image' });
    expect(registry.choose(catalog.template('text_to_image_v2')!)).toEqual({ name: 'runware', model: 'runware:101@1' });
    expect(registry.choose(catalog.template('background_removal_v1')!).name).toBe('runware');
    served.clear();
    expect(registry.choose(textToImage).name).toBe('runware');
  });
});
