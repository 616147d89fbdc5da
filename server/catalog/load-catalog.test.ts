import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paramTypes, templateTypes } from '../../contract';
import { CatalogError, defaultCatalogDir, loadCatalog } from './load-catalog';

/** A copy of the shipped catalog with one file changed, to show what a broken catalog answers. */
function brokenCatalog(file: string, change: (data: Record<string, unknown>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-catalog-'));
  fs.cpSync(defaultCatalogDir, dir, { recursive: true, filter: (source) => !source.endsWith('.ts') });
  const target = path.join(dir, file);
  const data = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown>;
  change(data);
  fs.writeFileSync(target, JSON.stringify(data));
  return dir;
}

describe('the template catalog', () => {
  const catalog = loadCatalog();

  it('covers every template type, the four categories, an experimental and a higher-tier template', () => {
    const types = new Set(catalog.templates.flatMap((template) => template.type));
    expect([...types].toSorted()).toEqual([...templateTypes].toSorted());
    const categories = new Set(catalog.templates.map((template) => template.category));
    expect([...categories].toSorted()).toEqual(['Creative', 'Tools', 'Upscaling & Enhancement', 'Video Generation']);
    expect(catalog.templates.some((template) => template.is_experimental)).toBe(true);
    expect(catalog.templates.some((template) => !template.tier.includes('Free') && !template.tier.includes('Plus'))).toBe(true);
    for (const id of [
      'text_to_image_v1',
      'image_to_image_v1',
      'image_variations_v1',
      'text_to_video_v1',
      'upscale_v1',
      'Image_inpainting_v1',
      'Image_outpainting_v1',
      'background_removal_v1',
    ]) {
      expect(catalog.template(id), id).toBeDefined();
    }
    expect(catalog.template('text_to_image_v1')?.paired_template_id).toBe('image_to_image_v1');
    expect(catalog.template('image_to_image_v1')?.parent_template_id).toBe('text_to_image_v1');
  });

  it('uses every param type, a mutually exclusive group and per-tier cost rules', () => {
    const params = catalog.templates.flatMap((template) =>
      template.configurable_tasks.flatMap((task) => [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)]),
    );
    expect(new Set(params.map((param) => param.type))).toEqual(new Set(paramTypes));
    const groups = catalog.templates.flatMap((template) => template.configurable_tasks.flatMap((task) => task.param_groups));
    expect(groups.some((group) => group.type === 'mutually_exclusive')).toBe(true);
    expect(params.some((param) => param.cost_rules?.some((rule) => Object.keys(rule.costs).length === 4))).toBe(true);
  });

  it('offers an Auto size in every preset set', () => {
    for (const template of catalog.templates) {
      const presets = catalog.presets(template);
      if (!presets) continue;
      expect(
        presets.groups.flatMap((group) => group.dimensions).some((size) => size.width === 0 && size.height === 0),
        template.template_id,
      ).toBe(true);
    }
  });

  it('refuses to start on a broken catalog, naming the file and the field', () => {
    const dir = brokenCatalog('templates/text-to-image-v1.json', (data) => {
      data.scenario = 'telepathy';
    });
    expect(() => loadCatalog(dir)).toThrow(CatalogError);
    // The wording is zod's, or the friendlier one the server installs; either names the allowed values.
    expect(() => loadCatalog(dir)).toThrow(/text-to-image-v1\.json: scenario: .*text\+image/);
  });

  it('refuses dangling references between templates, enhancer sets and presets', () => {
    const dir = brokenCatalog('templates/image-to-image-v1.json', (data) => {
      data.parent_template_id = 'nothing_v1';
      data.dimension_presets = 'missing';
    });
    expect(() => loadCatalog(dir)).toThrow(/parent template nothing_v1 must exist[\s\S]*dimension presets missing do not exist/);
    const styles = brokenCatalog('templates/text-to-image-v1.json', (data) => {
      (data.input_requirements as Array<Record<string, unknown>>)[2]!.enhancer_set_id = 'nope';
    });
    expect(() => loadCatalog(styles)).toThrow(/input USER_STYLE names no known enhancer set/);
  });

  it('names every template and category in Arabic, and keeps the English words as they are', () => {
    for (const template of catalog.templates) {
      const arabic = template.translations.ar;
      expect(arabic?.label, template.template_id).toMatch(/\p{Script=Arabic}/u);
      expect(arabic?.description, template.template_id).toMatch(/\p{Script=Arabic}/u);
      expect(arabic?.category, template.template_id).toMatch(/\p{Script=Arabic}/u);
      expect(template.label).not.toMatch(/\p{Script=Arabic}/u);
    }
    expect(catalog.template('text_to_image_v1')?.translations.ar).toMatchObject({
      label: 'نص إلى صورة',
      description: 'صِف صورة واحصل عليها في ثوانٍ.',
      category: 'إبداعي',
    });
  });

  it("carries each template's other words in Arabic, its own and no others'", () => {
    const textToImage = catalog.template('text_to_image_v1')!;
    const phrases = textToImage.translations.ar?.phrases ?? {};
    expect(phrases).toMatchObject({ Prompt: 'الوصف', Seed: 'البذرة', Quality: 'الجودة' });
    const params = textToImage.configurable_tasks.flatMap((task) => [
      ...task.individual_params,
      ...task.param_groups.flatMap((group) => group.params),
    ]);
    for (const param of params) expect(phrases[param.label], param.key).toBeDefined();
    // Background removal has no prompt: its phrases do not carry the prompt's words.
    expect(catalog.template('background_removal_v1')?.translations.ar?.phrases).not.toHaveProperty('Prompt');
    // Numbers read the same in Arabic; '2x' needs no phrase.
    expect(catalog.template('upscale_v1')?.translations.ar?.phrases).not.toHaveProperty('2x');
    expect([...catalog.texts.keys()]).toEqual(['ar']);
  });

  it('refuses to start when a word the catalog shows has no Arabic phrase', () => {
    const dir = brokenCatalog('translations/ar.json', (data) => {
      const phrases = data.phrases as Record<string, unknown>;
      delete phrases.Seed;
      delete phrases.Watercolor;
      delete phrases.Landscape;
    });
    expect(() => loadCatalog(dir)).toThrow(
      /translations\/ar\.json: no phrase for "Seed"[\s\S]*no phrase for "Watercolor"[\s\S]*no phrase for "Landscape"/,
    );
  });

  it('refuses to start when a template or category has no Arabic words, or the words name something unknown', () => {
    const dir = brokenCatalog('translations/ar.json', (data) => {
      const templates = data.templates as Record<string, unknown>;
      delete templates.upscale_v1;
      templates.nothing_v1 = { label: 'لا شيء', description: 'لا شيء.' };
      delete (data.categories as Record<string, unknown>).Tools;
    });
    expect(() => loadCatalog(dir)).toThrow(CatalogError);
    expect(() => loadCatalog(dir)).toThrow(
      /translations\/ar\.json: template upscale_v1 has no label and description[\s\S]*category Tools has no name[\s\S]*template nothing_v1 is not in the catalog/,
    );
    const blank = brokenCatalog('translations/ar.json', (data) => {
      (data.templates as Record<string, { label: string }>).upscale_v1!.label = ' ';
    });
    expect(() => loadCatalog(blank)).toThrow(/translations\/ar\.json: templates\.upscale_v1\.label/);
    const missing = brokenCatalog('translations/ar.json', () => {});
    fs.rmSync(path.join(missing, 'translations', 'ar.json'));
    expect(() => loadCatalog(missing)).toThrow(/translations\/ar\.json: ENOENT/);
  });

  it("keeps each provider model's limits beside it, and every template's defaults within them", () => {
    const video = catalog.template('text_to_video_v1')!;
    expect(video.providers.runware).toMatchObject({ model: 'klingai:5@3', limits: { durations: [5, 10] } });
    expect(catalog.template('cinematic_video_v1')!.providers.runware).toMatchObject({
      model: 'google:3@1',
      limits: { durations: [8], auto_size: false },
    });
  });

  it("refuses limits that make no sense and template defaults outside their model's limits, listing every problem", () => {
    const dir = brokenCatalog('templates/text-to-video-v1.json', (data) => {
      const providers = data.providers as Record<string, { limits: Record<string, unknown> }>;
      providers.runware!.limits = { prompt: { min: 10, max: 2 }, durations: [6, 12], sizes: [[640, 480]], auto_size: false };
      providers.local!.limits = { sizes: { min: 100, max: 120, multiple: 64 } };
    });
    expect(() => loadCatalog(dir)).toThrow(CatalogError);
    expect(() => loadCatalog(dir)).toThrow(
      new RegExp(
        [
          'text_to_video_v1: local limits: no size from sizes.min to sizes.max is a multiple of 64',
          'text_to_video_v1: runware limits: prompt.min is above prompt.max',
          'text_to_video_v1: runware limits: the default duration 5 is not a length the model renders',
          'text_to_video_v1: runware limits: the model renders none of the duration options',
          'text_to_video_v1: runware limits: the model takes none of the sizes of presets video',
        ].join('[\\s\\S]*'),
      ),
    );
  });

  it('refuses cost rules that price a length no longer offered, or leave an offered one unpriced', () => {
    const dir = brokenCatalog('templates/text-to-video-v1.json', (data) => {
      const [task] = data.configurable_tasks as Array<{ individual_params: Array<Record<string, unknown>> }>;
      const duration = task!.individual_params.find((param) => param.key === 'duration')!;
      duration.options = [5, 10, 20].map((value) => ({ value, label: `${value} s` }));
    });
    expect(() => loadCatalog(dir)).toThrow(
      /param duration: a cost rule prices 8, which is not an option[\s\S]*param duration: option 20 has no cost for Free, Plus, Pro, Enterprise/,
    );
  });

  it('refuses a template no local provider serves', () => {
    const dir = brokenCatalog('templates/upscale-v1.json', (data) => {
      data.providers = { runware: { model: 'x' } };
    });
    expect(() => loadCatalog(dir)).toThrow(/upscale-v1\.json: providers\.local/);
  });
});
