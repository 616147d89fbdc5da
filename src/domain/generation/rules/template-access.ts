import { tiers, type Template, type Tier } from '@contract/browser';

/**
 * Whether a tier may use a template (spec part 2 §5). Case-insensitive, because tier names reach the browser
 * from more than one place (the user, plan pages, stored state) and the spec compares them loosely.
 */
export function isTierAllowed(template: Pick<Template, 'tier'>, tier: string | null | undefined): boolean {
  if (!tier) return false;
  const wanted = tier.toLowerCase();
  return template.tier.some((allowed) => allowed.toLowerCase() === wanted);
}

/** `upscale_v2` → `{ name: 'upscale', version: 2 }`; null for an id not of the form `name_vN`. */
export function parseTemplateId(templateId: string): { name: string; version: number } | null {
  const match = /^(.+)_v(\d+)$/.exec(templateId);
  return match ? { name: match[1]!, version: Number(match[2]) } : null;
}

/** The allowed template of that name with the lowest version suffix: the one the product treats as standard. */
export function findBestTemplate<T extends Pick<Template, 'template_id' | 'tier'>>(
  templates: readonly T[],
  name: string,
  tier: string | null | undefined,
): T | null {
  let best: { template: T; version: number } | null = null;
  for (const template of templates) {
    const parsed = parseTemplateId(template.template_id);
    if (!parsed || parsed.name !== name || !isTierAllowed(template, tier)) continue;
    if (!best || parsed.version < best.version) best = { template, version: parsed.version };
  }
  return best?.template ?? null;
}

/** The cheapest tier that unlocks a template, for its lock badge. */
export function firstRequiredTier(template: Pick<Template, 'tier'>): Tier | null {
  return tiers.find((tier) => isTierAllowed(template, tier)) ?? null;
}
