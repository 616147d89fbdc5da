import { describe, expect, it } from 'vitest';
import { textToImageTask } from '@mocks/fixtures/template-params.fixtures';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';
import { defaultUserParams, findParam, mergeUserParams, setUserParam } from './workshop-params';

const template = buildTemplate({ configurable_tasks: [textToImageTask] });

describe('defaultUserParams', () => {
  it('starts every param of every task at its default, by task then key', () => {
    const params = defaultUserParams(template);
    expect(params.main).toMatchObject({ numberResults: 1, CFGScale: 7, steps: 25, seed: -1, photoreal: false, illustration: false });
    expect(Object.keys(params)).toEqual(['main']);
  });
});

describe('mergeUserParams', () => {
  it("keeps carried values of the template's own params and drops the rest", () => {
    const merged = mergeUserParams(template, { main: { steps: 40, unknown: 1 }, other: { seed: 5 } });
    expect(merged.main!.steps).toBe(40);
    expect(merged.main!.CFGScale).toBe(7);
    expect(merged.main).not.toHaveProperty('unknown');
    expect(merged).not.toHaveProperty('other');
  });
});

describe('setUserParam', () => {
  it('resets the other options of a mutually exclusive group when one is chosen', () => {
    let params = defaultUserParams(template);
    params = setUserParam(template, params, 'main', 'photoreal', true);
    expect(params.main).toMatchObject({ photoreal: true, illustration: false });
    params = setUserParam(template, params, 'main', 'illustration', true);
    expect(params.main).toMatchObject({ photoreal: false, illustration: true });
  });

  it('leaves the group alone when an option goes back to its default, and other groups always', () => {
    let params = setUserParam(template, defaultUserParams(template), 'main', 'illustration', true);
    params = setUserParam(template, params, 'main', 'photoreal', false);
    expect(params.main).toMatchObject({ photoreal: false, illustration: true });
    params = setUserParam(template, params, 'main', 'useNegative', true);
    params = setUserParam(template, params, 'main', 'negativePrompt', 'blur');
    expect(params.main).toMatchObject({ useNegative: true, negativePrompt: 'blur', illustration: true });
  });

  it('does not change the params it was given', () => {
    const before = defaultUserParams(template);
    setUserParam(template, before, 'main', 'photoreal', true);
    expect(before.main!.photoreal).toBe(false);
  });
});

describe('findParam', () => {
  it('finds a param in individual params and groups', () => {
    expect(findParam(template, 'numberResults')?.taskId).toBe('main');
    expect(findParam(template, 'illustration')?.param.type).toBe('boolean');
    expect(findParam(template, 'missing')).toBeNull();
  });
});
