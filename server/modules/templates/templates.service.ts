import type { CallAnswer, listDimensionPresets } from '../../../contract';
import { catalogTranslations, phraseIn } from '../../catalog/catalog-texts';
import type { Catalog } from '../../catalog/load-catalog';
import { servedPresets, servedTemplate } from '../../catalog/served-template';
import { rulesFor } from '../../catalog/tiers';
import type { TemplateProviders } from './template-providers';
import { notFound } from '../../http-error';
import type { PermissionService, TeamDirectory } from '../permissions';
import { templateView, thumbnailUrl } from './template-view';

export const templateNotFound = () => notFound('Template not found.');

export function createTemplateService(deps: {
  catalog: Catalog;
  permissions: PermissionService;
  teams: TeamDirectory;
  /**
   * Which providers serve each template, so the browser is offered only what their models accept, and which one a
   * run would go to now (a ComfyUI that went down hands its templates on).
   */
  providers: TemplateProviders;
}) {
  return {
    /** Every template, in catalog order; the hub groups and sorts them itself (spec part 2 §2). */
    async list(userId: string, teamId?: string) {
      if (teamId !== undefined && !(await deps.teams.membership(userId, teamId))) throw notFound('Team not found.');
      const tier = await deps.permissions.tierOf(userId);
      return {
        templates: deps.catalog.templates.map((template) =>
          templateView(servedTemplate(template, deps.providers.limitsFor(template)), tier, deps.providers.choose(template).name),
        ),
      };
    },

    styles(setId: string) {
      const set = deps.catalog.enhancerSet(setId);
      if (!set) throw notFound('Enhancer set not found.');
      return set.styles.map((style) => ({
        index: style.index,
        name: style.name,
        thumbnail_url: thumbnailUrl(style.thumbnail),
        translations: catalogTranslations(deps.catalog.texts, (texts) => ({ name: phraseIn(texts, style.name) })),
      }));
    },

    /** A template without presets answers no groups: its input image decides the size. */
    async presets(userId: string, templateId: string): Promise<CallAnswer<typeof listDimensionPresets>> {
      const template = deps.catalog.template(templateId);
      if (!template) throw templateNotFound();
      const rules = rulesFor(await deps.permissions.tierOf(userId));
      const presets = servedPresets(deps.catalog.presets(template), deps.providers.limitsFor(template));
      if (!presets) return { data: [], custom: { min: 0, max: 0, step: 1, allowed: false } };
      const data = presets.groups.map((group) => ({
        ...group,
        translations: catalogTranslations(deps.catalog.texts, (texts) => ({ label: phraseIn(texts, group.label) })),
      }));
      // A model that lists its sizes takes no custom size, whatever the plan.
      if (!presets.custom) return { data, custom: { min: 0, max: 0, step: 1, allowed: false } };
      return { data, custom: { ...presets.custom, allowed: rules.customDimensions } };
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
