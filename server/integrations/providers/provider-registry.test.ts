import { describe, expect, it } from 'vitest';
import type { GenerationProvider, TemplateType } from './provider';
import { createProviderRegistry } from './provider-registry';

const fakeProvider = (name: string, types: TemplateType[]): GenerationProvider => ({
  name,
  supports: (type) => types.includes(type),
  run: async () => [],
});

describe('provider registry', () => {
  const local = fakeProvider('local', ['text-to-image', 'upscale']);
  const runware = fakeProvider('runware', ['text-to-image']);

  it('gives the configured provider and model when it is registered and supports the type', () => {
    const registry = createProviderRegistry({ providers: [local, runware] });
    expect(registry.pick('text-to-image', { provider: 'runware', model: 'runware:101@1' })).toEqual({
      provider: runware,
      model: 'runware:101@1',
      isFallback: false,
    });
    expect(registry.pick('text-to-image')).toEqual({ provider: local, model: 'local', isFallback: false });
  });

  it('falls back to the local provider when the configured one is missing or cannot serve the type', () => {
    const withoutRunware = createProviderRegistry({ providers: [local] });
    expect(withoutRunware.pick('text-to-image', { provider: 'runware', model: 'runware:101@1' })).toEqual({
      provider: local,
      model: 'local',
      isFallback: true,
    });
    const registry = createProviderRegistry({ providers: [local, runware] });
    expect(registry.pick('upscale', { provider: 'runware', model: 'x' }).provider).toBe(local);
  });

  it('refuses a type nothing serves, finds providers by name, and rejects duplicate names', () => {
    const registry = createProviderRegistry({ providers: [local, runware] });
    expect(() => registry.pick('text-to-video')).toThrow('not available');
    expect(registry.get('runware')).toBe(runware);
    expect(registry.names()).toEqual(['local', 'runware']);
    expect(() => createProviderRegistry({ providers: [local, local] })).toThrow('share a name');
  });
});
