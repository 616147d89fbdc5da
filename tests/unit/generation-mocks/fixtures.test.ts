import { describe, expect, it } from 'vitest';
import {
  generatedMediaSchema,
  listDimensionPresets,
  listEnhancerStyles,
  paramTypes,
  resultSchema,
  taskSchema,
  templateSchema,
  templateTypes,
  uploadedImageSchema,
} from '@contract';
import { buildGeneratedMedia, buildHistory, buildUploadedImage, generatedMediaAt } from '@mocks/fixtures/media.fixtures';
import { buildResult, buildTask, buildTaskStatus } from '@mocks/fixtures/task.fixtures';
import { buildTemplateCatalog, templateCatalog } from '@mocks/fixtures/template-catalog.fixtures';
import { buildDimensionPresets, buildEnhancerStyles, buildTemplate } from '@mocks/fixtures/template.fixtures';

describe('the template catalog fixture', () => {
  const params = templateCatalog.flatMap((template) =>
    template.configurable_tasks.flatMap((task) => [...task.individual_params, ...task.param_groups.flatMap((group) => group.params)]),
  );

  it('is valid by the contract, with unique ids', () => {
    for (const template of templateCatalog) expect(templateSchema.parse(template)).toEqual(template);
    expect(new Set(templateCatalog.map((template) => template.template_id)).size).toBe(templateCatalog.length);
  });

  it('covers every template type, every hub category, and every param type', () => {
    expect(new Set(templateCatalog.flatMap((template) => template.type))).toEqual(new Set(templateTypes));
    expect(new Set(templateCatalog.map((template) => template.category))).toEqual(
      new Set(['Creative', 'Video Generation', 'Tools', 'Upscaling & Enhancement', '', 'Architecture']),
    );
    expect(new Set(params.map((param) => param.type))).toEqual(new Set(paramTypes));
    const groups = templateCatalog.flatMap((template) => template.configurable_tasks.flatMap((task) => task.param_groups));
    expect(groups.some((group) => group.type === 'mutually_exclusive')).toBe(true);
    expect(params.some((param) => param.cost_rules?.length)).toBe(true);
  });

  it('has experimental, paid-only and Pro-only templates, locked for Free callers', () => {
    expect(templateCatalog.some((template) => template.is_experimental)).toBe(true);
    const free = buildTemplateCatalog('Free');
    expect(free.filter((template) => !template.is_allowed).map((template) => template.template_id)).toEqual([
      'portrait_studio_v1',
      'text_to_video_v1',
      'image_to_video_v1',
      'upscale_v2',
    ]);
    expect(buildTemplateCatalog('Enterprise').every((template) => template.is_allowed)).toBe(true);
  });

  it('pairs both ways: a pair names its parent back', () => {
    const byId = new Map(templateCatalog.map((template) => [template.template_id, template]));
    const pairs = templateCatalog.filter((template) => template.paired_template_id);
    expect(pairs.map((template) => template.template_id)).toEqual(['text_to_image_v1', 'text_to_video_v1']);
    for (const template of pairs) expect(byId.get(template.paired_template_id!)?.parent_template_id).toBe(template.template_id);
  });

  it('uses pictures that need no network', () => {
    for (const template of templateCatalog) expect(template.thumbnail_url).toMatch(/^data:image\/svg\+xml,/);
  });
});

describe('the builders', () => {
  it('build values the contract accepts, with overrides applied', () => {
    expect(templateSchema.parse(buildTemplate({ label: 'Mine' })).label).toBe('Mine');
    expect(taskSchema.parse(buildTask({ status: 'running', progress: 40 })).progress).toBe(40);
    expect(resultSchema.parse(buildResult({ type: 'video' })).type).toBe('video');
    expect(generatedMediaSchema.parse(buildGeneratedMedia({ is_favorite: true })).is_favorite).toBe(true);
    expect(uploadedImageSchema.parse(buildUploadedImage()).service_type).toBe('upload');
    expect(listDimensionPresets.answer.parse(buildDimensionPresets()).data[0]!.dimensions[0]).toMatchObject({ width: 0, height: 0 });
    expect(listEnhancerStyles.answer.parse(buildEnhancerStyles('lighting'))).toHaveLength(6);
  });

  it('give a complete task results and a failed one a reason', () => {
    expect(buildTaskStatus({ status: 'complete' }).data?.results).toHaveLength(1);
    expect(buildTaskStatus({ status: 'failed' }).error_message).toBeTruthy();
    expect(buildTaskStatus({ status: 'failed', error_message: null }).error_message).toBeNull();
  });

  it('make the same long history every time, valid throughout', () => {
    expect(generatedMediaAt(9_999)).toEqual(generatedMediaAt(9_999));
    const history = buildHistory(50);
    for (const media of history) generatedMediaSchema.parse(media);
    expect(new Set(history.map((media) => media.id)).size).toBe(50);
    expect(history.filter((media) => media.type === 'video')).toHaveLength(10);
  });
});
