import { describe, expect, it } from 'vitest';
import { computeCost, type CostInput } from './cost';
import type { Param } from './templates';

const steps: Param = {
  key: 'steps',
  label: 'Quality',
  type: 'slider',
  default: 20,
  cost_rules: [
    { operator: '>=', value: 30, costs: { Free: 9999, Plus: 8, Pro: 6 } },
    { operator: '>=', value: 40, costs: { Free: 9999, Plus: 12, Pro: 10 } },
  ],
};
const count: Param = {
  key: 'numberResults',
  label: 'Images',
  type: 'select',
  default: 1,
  cost_rules: [{ operator: '==', value: 4, costs: { Free: 16, Plus: 12, Pro: 8 } }],
};

const template = (params: Param[]): CostInput['template'] => ({
  cost: 5,
  configurable_tasks: [{ task_id: 'main', individual_params: params, param_groups: [] }],
});

describe('computeCost', () => {
  const cases: Array<[string, CostInput, number, boolean]> = [
    ['no rules and no preset: the template cost', { template: template([]), tier: 'Free', userParams: {} }, 5, true],
    ['a preset alone sets the cost', { template: template([]), tier: 'Free', userParams: {}, dimension: { cost: 7 } }, 7, true],
    [
      'a preset of 0 makes the run free ("Included")',
      { template: template([]), tier: 'Free', userParams: {}, dimension: { cost: 0 } },
      0,
      true,
    ],
    [
      'a rule below its threshold does not count',
      { template: template([steps]), tier: 'Plus', userParams: { main: { steps: 25 } } },
      5,
      true,
    ],
    [
      'rules are tried by value descending: 45 matches >= 40 first',
      { template: template([steps]), tier: 'Plus', userParams: { main: { steps: 45 } } },
      12,
      true,
    ],
    ['35 skips >= 40 and matches >= 30', { template: template([steps]), tier: 'Pro', userParams: { main: { steps: 35 } } }, 6, true],
    [
      'the default value is used when the user left the param',
      { template: template([{ ...steps, default: 40 }]), tier: 'Pro', userParams: {} },
      10,
      true,
    ],
    [
      '9999 or more means unavailable on that tier',
      { template: template([steps]), tier: 'Free', userParams: { main: { steps: 30 } } },
      9999,
      false,
    ],
    [
      'a tier a rule does not price falls through to the next rule',
      {
        template: template([
          {
            ...steps,
            cost_rules: [
              { operator: '>=', value: 40, costs: { Pro: 10 } },
              { operator: '>=', value: 10, costs: { Plus: 3 } },
            ],
          },
        ]),
        tier: 'Plus',
        userParams: { main: { steps: 45 } },
      },
      3,
      true,
    ],
    [
      'the larger of the preset and the rules wins',
      { template: template([count]), tier: 'Plus', userParams: { main: { numberResults: 4 } }, dimension: { cost: 20 } },
      20,
      true,
    ],
    [
      'the larger of several matching rules wins',
      { template: template([steps, count]), tier: 'Pro', userParams: { main: { steps: 45, numberResults: 4 } } },
      10,
      true,
    ],
    [
      'numbers sent as text still compare as numbers',
      { template: template([count]), tier: 'Pro', userParams: { main: { numberResults: '4' } } },
      8,
      true,
    ],
  ];

  it.each(cases)('%s', (_, input, cost, isAvailable) => {
    expect(computeCost(input)).toEqual({ cost, isAvailable });
  });
});
