import type { Template } from '@contract';
import { parseTemplateId } from '@/domain/generation';

type HubTemplate = Pick<Template, 'template_id' | 'label' | 'category'>;

export interface HubCategory<T extends HubTemplate> {
  category: string;
  templates: T[];
}

/** Categories in the hub's fixed order; any other category follows them alphabetically (spec part 2 §2). */
const hubCategoryOrder = ['Creative', 'Video Generation', 'Tools', 'Upscaling & Enhancement', 'Uncategorized'];

const uncategorized = 'Uncategorized';

/** Templates that lead their category, by id or by name without the version (`text_to_video` covers every _vN). */
const leadingTemplates: Record<string, readonly string[]> = {
  Creative: ['text_to_image_v1', 'image_variations_v1'],
  'Video Generation': ['text_to_video'],
};

function leadRank(template: HubTemplate, category: string): number {
  const leaders = leadingTemplates[category] ?? [];
  const name = parseTemplateId(template.template_id)?.name;
  const rank = leaders.findIndex((leader) => leader === template.template_id || leader === name);
  return rank === -1 ? leaders.length : rank;
}

function categoryRank(category: string): number {
  const rank = hubCategoryOrder.indexOf(category);
  return rank === -1 ? hubCategoryOrder.length : rank;
}

/** The creative hub's sections: categories in the spec's order, leaders first in each, the rest by label. */
export function groupTemplatesForHub<T extends HubTemplate>(templates: readonly T[]): Array<HubCategory<T>> {
  const byCategory = new Map<string, T[]>();
  for (const template of templates) {
    const category = template.category.trim() || uncategorized;
    byCategory.set(category, [...(byCategory.get(category) ?? []), template]);
  }
  return [...byCategory.entries()]
    .toSorted(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
    .map(([category, members]) => ({
      category,
      templates: members.toSorted((a, b) => leadRank(a, category) - leadRank(b, category) || a.label.localeCompare(b.label)),
    }));
}
