import { describe, expect, it } from 'vitest';
import { textToImageTask } from '@mocks/fixtures/template-params.fixtures';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';
import { defaultUserParams } from '../rules/workshop-params';
import { buildRunRequest, resultCount } from './run-request';

const template = buildTemplate({ configurable_tasks: [textToImageTask] });
const base = {
  template,
  userInputs: { USER_PROMPT: 'a fox', USER_UPLOADED_IMAGE_URL: null, STYLE: '' },
  userParams: defaultUserParams(template),
  dimension: null,
  customSize: null,
  projectId: null,
  teamId: null,
  random: () => 0.5,
};

describe('buildRunRequest', () => {
  it('sends only filled inputs and draws the random seed now', () => {
    const request = buildRunRequest(base);
    expect(request.user_inputs).toEqual({ USER_PROMPT: 'a fox' });
    expect(request.user_params.main!.seed).toBe(1_073_741_824);
    expect(request).not.toHaveProperty('project_id');
  });

  it("keeps the user's own seed and sends the size, the project and the team", () => {
    const userParams = { main: { ...base.userParams.main, seed: 42 } };
    const request = buildRunRequest({ ...base, userParams, dimension: { width: 1024, height: 768 }, projectId: 'p1', teamId: 't1' });
    expect(request.user_params.main).toMatchObject({ seed: 42, width: 1024, height: 768 });
    expect(request).toMatchObject({ project_id: 'p1', team_id: 't1', template_id: 'text_to_image_v1' });
  });

  it('names the creation a Remix started from, and nothing when there is none', () => {
    expect(buildRunRequest({ ...base, remixOf: 'media-7' })).toMatchObject({ remix_of: 'media-7' });
    expect(buildRunRequest({ ...base, remixOf: null })).not.toHaveProperty('remix_of');
  });

  it('prefers a custom size over the preset', () => {
    const request = buildRunRequest({ ...base, dimension: { width: 1024, height: 1024 }, customSize: { width: 640, height: 1280 } });
    expect(request.user_params.main).toMatchObject({ width: 640, height: 1280 });
  });

  it('does not change the params it was given', () => {
    buildRunRequest(base);
    expect(base.userParams.main!.seed).toBe(-1);
  });
});

describe('resultCount', () => {
  it('reads numberResults and falls back to one', () => {
    expect(resultCount(template, { main: { numberResults: 4 } })).toBe(4);
    expect(resultCount(template, { main: {} })).toBe(1);
    expect(resultCount(buildTemplate({ configurable_tasks: [] }), {})).toBe(1);
  });
});
