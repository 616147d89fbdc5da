import type { CatalogTemplate, ProviderName } from '../../catalog/catalog-schema';
import type { EffectiveLimits } from '../../catalog/model-limits';

/**
 * Which provider serves a template and what its models accept, as the templates and generation modules ask it.
 * The worker's provider registry answers (the app wires it in); the modules never reach into the worker.
 */
export interface TemplateProviders {
  /** The configured provider that serves the template, and the model it runs. */
  choose(template: CatalogTemplate): { name: ProviderName; model: string };
  /** What every provider the template may reach accepts, taken together. */
  limitsFor(template: CatalogTemplate): EffectiveLimits;
}
