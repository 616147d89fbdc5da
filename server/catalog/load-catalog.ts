import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { crossCheck } from './catalog-checks';
import {
  catalogTemplateSchema,
  dimensionPresetsFileSchema,
  enhancerSetsFileSchema,
  type CatalogTemplate,
  type CatalogTemplateFile,
  type EnhancerSet,
  type PresetSet,
} from './catalog-schema';
import {
  catalogLanguages,
  catalogTextsFileSchema,
  checkCatalogTexts,
  missingPhrases,
  templateTranslations,
  templateWords,
  type CatalogTexts,
} from './catalog-texts';

/**
 * The catalog folder shipped with the server: templates/*.json, enhancer-sets.json, dimension-presets.json, and
 * translations/<language>.json for the templates' words in the other interface languages.
 */
export const defaultCatalogDir = import.meta.dirname;

export class CatalogError extends Error {
  override name = 'CatalogError';
}

export interface Catalog {
  templates: readonly CatalogTemplate[];
  template(id: string): CatalogTemplate | undefined;
  enhancerSet(id: string): EnhancerSet | undefined;
  presets(template: CatalogTemplate): PresetSet | null;
  /** The catalog's words in each other interface language (catalog/translations), by language. */
  texts: ReadonlyMap<string, CatalogTexts>;
  /** Every picture the catalog refers to, so unknown names answer 404 without rendering anything. */
  thumbnailNames: ReadonlySet<string>;
}

/** A catalog file parsed and checked; problems are collected (named by file) rather than thrown, to list them all. */
export function readJson<S extends z.ZodType>(file: string, schema: S, problems: string[]): z.output<S> | null {
  const name = path.relative(path.dirname(defaultCatalogDir), file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  for (const issue of result.error.issues) problems.push(`${name}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return null;
}

/**
 * Reads and checks the whole catalog at start-up. A bad file stops the server with every problem listed, file
 * by file, rather than serving templates the workshop cannot run.
 */
export function loadCatalog(dir: string = defaultCatalogDir): Catalog {
  const problems: string[] = [];
  const templateDir = path.join(dir, 'templates');
  const files = fs.existsSync(templateDir)
    ? fs
        .readdirSync(templateDir)
        .filter((file) => file.endsWith('.json'))
        .toSorted()
    : [];
  if (files.length === 0) problems.push(`${templateDir}: no template files`);
  const templateFiles = files
    .map((file) => readJson(path.join(templateDir, file), catalogTemplateSchema, problems))
    .filter((template): template is CatalogTemplateFile => template !== null);
  const sets = readJson(path.join(dir, 'enhancer-sets.json'), enhancerSetsFileSchema, problems)?.sets ?? [];
  const presets = readJson(path.join(dir, 'dimension-presets.json'), dimensionPresetsFileSchema, problems)?.sets ?? {};
  const texts = readCatalogTexts(dir, problems);
  if (problems.length === 0) problems.push(...crossCheck(templateFiles, sets, presets));
  if (problems.length === 0) {
    const words = [
      ...templateFiles.flatMap(templateWords),
      ...sets.flatMap((set) => [set.name, ...set.styles.map((style) => style.name)]),
      ...Object.values(presets).flatMap((set) => set.groups.map((group) => group.label)),
    ];
    for (const [language, text] of texts) {
      const file = `translations/${language}.json`;
      problems.push(...checkCatalogTexts(file, text, templateFiles), ...missingPhrases(file, text, words));
    }
  }
  if (problems.length > 0) {
    throw new CatalogError(`The template catalog is not valid, so the server will not start:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const templates: CatalogTemplate[] = templateFiles.map((template) => ({
    ...template,
    translations: templateTranslations(template, texts),
  }));

  const byId = new Map(templates.map((template) => [template.template_id, template]));
  const setsById = new Map(sets.map((set) => [set.id, set]));
  const thumbnailNames = new Set([
    ...templates.map((template) => template.thumbnail),
    ...sets.flatMap((set) => set.styles.map((style) => style.thumbnail)),
  ]);
  return {
    templates,
    template: (id) => byId.get(id),
    enhancerSet: (id) => setsById.get(id),
    presets: (template) => (template.dimension_presets === null ? null : (presets[template.dimension_presets] ?? null)),
    texts,
    thumbnailNames,
  };
}

/** The catalog's words in each other interface language, by language; a missing or bad file is a problem. */
function readCatalogTexts(dir: string, problems: string[]): Map<string, CatalogTexts> {
  const texts = new Map<string, CatalogTexts>();
  for (const language of catalogLanguages) {
    const file = readJson(path.join(dir, 'translations', `${language}.json`), catalogTextsFileSchema, problems);
    if (file) texts.set(language, file);
  }
  return texts;
}
