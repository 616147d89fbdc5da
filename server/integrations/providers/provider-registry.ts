import { taskErrorMessage } from '../../../contract';
import { ProviderError, type GenerationProvider, type TemplateType } from './provider';

/** What the catalog says serves a template; both optional, so a template without a say gets the fallback. */
interface TemplateProviderConfig {
  provider?: string;
  model?: string;
}

interface ProviderChoice {
  provider: GenerationProvider;
  model: string;
  /** True when the configured provider is not available (e.g. no RUNWARE_API_KEY) and the fallback serves. */
  isFallback: boolean;
}

export interface ProviderRegistry {
  /**
   * The provider and model for a template: the configured provider when it is registered and supports the type,
   * else the fallback provider with the fallback model. Throws when nothing can serve the type.
   */
  pick(templateType: TemplateType, config?: TemplateProviderConfig): ProviderChoice;
  /** By name: a task that already has a provider task id must go back to the provider that issued it. */
  get(name: string): GenerationProvider | undefined;
  names(): string[];
}

export interface ProviderRegistryOptions {
  providers: GenerationProvider[];
  /** Serves templates whose provider is missing (default 'local'). */
  fallback?: string;
  /** The model name given with the fallback (default 'local'). */
  fallbackModel?: string;
}

export function createProviderRegistry(options: ProviderRegistryOptions): ProviderRegistry {
  const byName = new Map(options.providers.map((provider) => [provider.name, provider]));
  if (byName.size !== options.providers.length) throw new Error('Two providers share a name');
  const fallbackName = options.fallback ?? 'local';
  const fallbackModel = options.fallbackModel ?? 'local';
  return {
    pick(templateType, config = {}) {
      const configured = config.provider ? byName.get(config.provider) : undefined;
      if (configured?.supports(templateType)) {
        return { provider: configured, model: config.model ?? '', isFallback: false };
      }
      const fallback = byName.get(fallbackName);
      if (fallback?.supports(templateType)) {
        const isSame = config.provider === undefined || config.provider === fallbackName;
        return { provider: fallback, model: isSame && config.model ? config.model : fallbackModel, isFallback: !isSame };
      }
      throw new ProviderError(taskErrorMessage('template_unavailable'), false, 'provider_rejected');
    },
    get: (name) => byName.get(name),
    names: () => [...byName.keys()],
  };
}
