import { API_BASE, buildPath, getCatalogThumbnail, type GenerationProviderName, type Template, type Tier } from '../../../contract';
import type { CatalogTemplate } from '../../catalog/catalog-schema';

export function thumbnailUrl(name: string): string {
  return `${API_BASE}${buildPath(getCatalogThumbnail.path, { name: `${name}.webp` })}`;
}

/** Tier names compare case-insensitively (spec part 2 §5): catalogs written by hand say "pro" as often as "Pro". */
export function isTierAllowed(template: Pick<CatalogTemplate, 'tier'>, tier: Tier): boolean {
  const wanted = tier.toLowerCase();
  return template.tier.some((allowed) => allowed.toLowerCase() === wanted);
}

/**
 * The template as the contract shows it to one caller: the server-only fields dropped, access filled in, and the
 * name of the provider that serves it now (not its models or workflows, which are the operator's business).
 */
export function templateView(template: CatalogTemplate, tier: Tier, provider: GenerationProviderName): Template {
  const { thumbnail, dimension_presets: _presets, providers: _providers, ...shown } = template;
  return { ...shown, thumbnail_url: thumbnailUrl(thumbnail), is_allowed: isTierAllowed(template, tier), provider };
}
