import { describe, expect, it } from 'vitest';
import { generateBlocker, generateButtonModel } from './generate-button';
import { generationMessages } from '@/domain/generation';
import { buildTemplate } from '@mocks/fixtures/template.fixtures';

describe('generateButtonModel', () => {
  it('offers an upgrade when the plan cannot run the template', () => {
    expect(generateButtonModel({ cost: 9999, isAvailable: false })).toEqual({ kind: 'upgrade' });
    expect(generateButtonModel({ cost: 4, isAvailable: true }, { is_allowed: false })).toEqual({ kind: 'upgrade' });
  });

  it('says included at cost 0 and the points otherwise', () => {
    expect(generateButtonModel({ cost: 0, isAvailable: true })).toEqual({ kind: 'included' });
    expect(generateButtonModel({ cost: 12, isAvailable: true }, { is_allowed: true })).toEqual({ kind: 'points', points: 12 });
  });
});

describe('generateBlocker', () => {
  const ok = {
    template: buildTemplate(),
    canStartNewTask: true,
    cost: { cost: 4, isAvailable: true },
    userInputs: { USER_PROMPT: 'a fox' },
  };

  it('lets a complete run through', () => {
    expect(generateBlocker(ok)).toBeNull();
  });

  it("checks in the spec's order: template, allowance, plan, inputs", () => {
    expect(generateBlocker({ ...ok, template: null, canStartNewTask: false })).toBe(generationMessages.templateNotLoaded);
    expect(generateBlocker({ ...ok, canStartNewTask: false, userInputs: {} })).toBe(generationMessages.tooManyTasks);
    expect(generateBlocker({ ...ok, cost: { cost: 9999, isAvailable: false }, userInputs: {} })).toBe(generationMessages.planUnavailable);
    expect(generateBlocker({ ...ok, template: buildTemplate({ is_allowed: false }) })).toBe(generationMessages.planUnavailable);
    expect(generateBlocker({ ...ok, userInputs: { USER_PROMPT: '' } })).toBe(generationMessages.missingInputs);
    expect(generateBlocker({ ...ok, userInputs: {}, balance: 0 })).toBe(generationMessages.missingInputs);
  });

  it("refuses a prompt shorter than the serving model's minimum, when the catalog gives one", () => {
    const template = buildTemplate();
    const withMinimum = buildTemplate({
      input_requirements: template.input_requirements.map((input) => (input.type === 'prompt' ? { ...input, min_length: 2 } : input)),
    });
    expect(generateBlocker({ ...ok, template: withMinimum, userInputs: { USER_PROMPT: ' a ' } })).toBe(generationMessages.promptTooShort);
    expect(generateBlocker({ ...ok, template: withMinimum, userInputs: { USER_PROMPT: 'ab' } })).toBeNull();
    expect(generateBlocker({ ...ok, template, userInputs: { USER_PROMPT: 'a' } })).toBeNull();
    expect(generateBlocker({ ...ok, template: withMinimum, userInputs: { USER_PROMPT: '' } })).toBe(generationMessages.missingInputs);
  });

  it('blocks a run the balance cannot pay for, and not one whose balance is still unknown', () => {
    expect(generateBlocker({ ...ok, balance: 3 })).toBe(generationMessages.insufficientPoints);
    expect(generateBlocker({ ...ok, balance: 4 })).toBeNull();
    expect(generateBlocker({ ...ok, balance: undefined })).toBeNull();
    expect(generateBlocker({ ...ok, cost: { cost: 0, isAvailable: true }, balance: 0 })).toBeNull();
  });

  it('blocks a team run the member budget cannot cover, after the balance, and not one without a cap', () => {
    expect(generateBlocker({ ...ok, balance: 100, budgetLeft: 3 })).toBe(generationMessages.memberBudgetExceeded);
    expect(generateBlocker({ ...ok, balance: 3, budgetLeft: 3 })).toBe(generationMessages.insufficientPoints);
    expect(generateBlocker({ ...ok, balance: 100, budgetLeft: 4 })).toBeNull();
    expect(generateBlocker({ ...ok, balance: 100, budgetLeft: null })).toBeNull();
  });
});
