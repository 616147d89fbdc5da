import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTemplate, promptRequirement } from '@mocks/fixtures/template.fixtures';
import { lastWorkshopVisit } from '@/domain/generation';
import { keepCarriedCopy, startingNavigation } from './carried-inputs';
import { createWorkshopFormStore } from './workshop-form';

/** A session storage of one tab, as the browser keeps it across a reload. */
function stubSessionStorage() {
  const values = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  vi.stubGlobal('window', { sessionStorage });
  return values;
}

const template = buildTemplate({ input_requirements: [promptRequirement] });
const carried = { user_inputs: { USER_PROMPT: 'A castle' } };

describe('the session copy of carried inputs', () => {
  beforeEach(stubSessionStorage);
  afterEach(() => void vi.unstubAllGlobals());

  it('starts a visit from what it carried, and keeps what is typed after', async () => {
    expect(startingNavigation(carried, 'visit-1', template.template_id)).toEqual(carried);
    const form = createWorkshopFormStore(template, carried);
    const stop = keepCarriedCopy(form, 'visit-1');
    form.setInput('USER_PROMPT', 'A castle at night');
    await Promise.resolve(); // valtio tells subscribers after the change's microtask
    stop();
    // A reload keeps the history entry's key: the visit starts again from its last edit.
    expect(startingNavigation(carried, 'visit-1', template.template_id).user_inputs).toEqual({ USER_PROMPT: 'A castle at night' });
  });

  it('leaves another visit or another template to its own navigation state', () => {
    keepCarriedCopy(createWorkshopFormStore(template, carried), 'visit-1')();
    const fresh = { user_inputs: { USER_PROMPT: 'A fox' } };
    expect(startingNavigation(fresh, 'visit-2', template.template_id)).toEqual(fresh);
    expect(startingNavigation(fresh, 'visit-1', 'image_to_image_v1')).toEqual(fresh);
  });

  it('keeps the action and media the visit was opened with, so its editor opens again', () => {
    keepCarriedCopy(createWorkshopFormStore(template, carried), 'visit-1')();
    const opened = { mediaToProcess: { url: '/m1.png', type: 'image' as const }, action: 'inpaint' as const };
    expect(startingNavigation(opened, 'visit-1', template.template_id)).toMatchObject(opened);
  });

  it('ignores a copy it cannot read', () => {
    window.sessionStorage.setItem('workshopInputs', '{not json');
    expect(startingNavigation(carried, 'visit-1', template.template_id)).toEqual(carried);
  });

  it('leaves the last template and its inputs for the command palette to open again', async () => {
    expect(lastWorkshopVisit()).toBeNull();
    const form = createWorkshopFormStore(template, carried);
    const stop = keepCarriedCopy(form, 'visit-1');
    form.setInput('USER_PROMPT', 'A castle in fog');
    await Promise.resolve();
    stop();
    expect(lastWorkshopVisit()).toEqual({
      templateId: template.template_id,
      state: { user_inputs: { USER_PROMPT: 'A castle in fog' }, user_params: form.state.userParams },
    });
  });

  it('keeps nothing without a visit key', () => {
    expect(startingNavigation(carried, undefined, template.template_id)).toEqual(carried);
  });
});
