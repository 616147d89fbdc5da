import type { CatalogTemplate, ProviderName } from '../catalog/catalog-schema';
import type { GenerationProvider } from '../integrations/providers/provider';

export interface ProviderChoice {
  name: ProviderName;
  model: string;
}

export interface ProviderRegistry {
  /** Which configured provider serves a template: the first in preference order that the template names. */
  choose(template: CatalogTemplate): ProviderChoice;
  get(name: string): GenerationProvider | undefined;
  /** Starts and stops the providers that watch a server (their health checks). */
  start(): Promise<void>;
  stop(): void;
}

/** A ComfyUI template names a workflow where the others name a model: either is what the provider runs. */
function modelOf(config: NonNullable<CatalogTemplate['providers'][ProviderName]>): string {
  return 'workflow' in config ? config.workflow : config.model;
}

/**
 * `providers` in preference order, e.g. ComfyUI and Runware (when configured) before the local one. A template
 * the preferred provider cannot serve (not named there, a type it lacks, or a model it says it cannot serve now)
 * falls through to the next; `local` serves everything, and the catalog requires a local model on every
 * template, so a choice always exists.
 */
export function createProviderRegistry(providers: Array<[ProviderName, GenerationProvider]>): ProviderRegistry {
  const byName = new Map<string, GenerationProvider>(providers);
  return {
    choose(template) {
      for (const [name, provider] of providers) {
        const config = template.providers[name];
        if (!config || !provider.supports(template.type[0]!)) continue;
        const model = modelOf(config);
        if (provider.serves?.(model) ?? true) return { name, model };
      }
      throw new Error(`No configured provider serves template ${template.template_id}`);
    },
    get: (name) => byName.get(name),
    async start() {
      await Promise.all(providers.map(([, provider]) => provider.start?.()));
    },
    stop() {
      for (const [, provider] of providers) provider.stop?.();
    },
  };
}
