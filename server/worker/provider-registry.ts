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
}

/**
 * `providers` in preference order, e.g. Runware (when its key is set) before the local one. A template the
 * preferred provider cannot serve falls through to the next; `local` serves everything, and the catalog
 * requires a local model on every template, so a choice always exists.
 */
export function createProviderRegistry(providers: Array<[ProviderName, GenerationProvider]>): ProviderRegistry {
  const byName = new Map<string, GenerationProvider>(providers);
  return {
    choose(template) {
      for (const [name, provider] of providers) {
        const config = template.providers[name];
        if (config && provider.supports(template.type[0]!)) return { name, model: config.model };
      }
      throw new Error(`No configured provider serves template ${template.template_id}`);
    },
    get: (name) => byName.get(name),
  };
}
