import type { CatalogTemplate, ProviderName } from '../catalog/catalog-schema';
import { combineLimits, type EffectiveLimits } from '../catalog/model-limits';
import type { GenerationProvider } from '../integrations/providers/provider';

interface ProviderChoice {
  name: ProviderName;
  model: string;
}

export interface ProviderRegistry {
  /** Which configured provider serves a template: the first in preference order that the template names. */
  choose(template: CatalogTemplate): ProviderChoice;
  /**
   * What every provider the template may reach accepts, taken together: what the browser is offered and what a
   * run is checked against, so a fallback never receives a value its model refuses.
   */
  limitsFor(template: CatalogTemplate): EffectiveLimits;
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
  /**
   * The providers a template may reach, in order: each configured one it names that takes its type, up to the
   * first that always serves (one without a health check, whose `serves` could send the run further).
   */
  function reachable(template: CatalogTemplate): Array<NonNullable<CatalogTemplate['providers'][ProviderName]>> {
    const configs: Array<NonNullable<CatalogTemplate['providers'][ProviderName]>> = [];
    for (const [name, provider] of providers) {
      const config = template.providers[name];
      if (!config || !provider.supports(template.type[0]!)) continue;
      configs.push(config);
      if (!provider.serves) break;
    }
    return configs;
  }
  return {
    limitsFor: (template) => combineLimits(reachable(template).map((config) => config.limits ?? {})),
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
