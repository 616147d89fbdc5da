import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../catalog/load-catalog';
import { acceptsDuration, acceptsSize } from '../../../catalog/model-limits';
import { runwareModels } from '../../../test/fakes/runware/runware-contract';

const catalog = loadCatalog();
const onRunware = catalog.templates.flatMap((template) =>
  template.providers.runware ? [{ template, ...template.providers.runware }] : [],
);

describe("the catalog's Runware limits against Runware's own pages", () => {
  it('states limits for every Runware model whose page gives them, and never allows more than the page', () => {
    for (const { template, model, limits = {} } of onRunware) {
      const facts = runwareModels[model];
      if (!facts) continue;
      const at = `${template.template_id} (${model})`;
      if (facts.positivePrompt) {
        expect(limits.prompt, at).toBeDefined();
        expect(limits.prompt!.min, at).toBeGreaterThanOrEqual(facts.positivePrompt.min);
        expect(limits.prompt!.max, at).toBeLessThanOrEqual(facts.positivePrompt.max);
      }
      if (facts.duration) {
        const candidates = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15];
        expect(
          candidates.filter((seconds) => acceptsDuration(limits, seconds)),
          at,
        ).toEqual(candidates.filter((seconds) => facts.duration!.includes(seconds)));
      }
      if (facts.dimensions) {
        const probes = [...facts.dimensions, [1280, 720], [720, 1280], [640, 360], [1280, 536], [1024, 1024], [512, 512]] as const;
        for (const [width, height] of probes) {
          expect(acceptsSize(limits, width, height), `${at} ${width}x${height}`).toBe(
            facts.dimensions.some(([w, h]) => w === width && h === height),
          );
        }
        expect(acceptsSize(limits, 0, 0), `${at}: Auto`).toBe(!facts.sizeOrFrame);
      }
      if (facts.side) {
        const { min, max, multiple } = facts.side;
        for (const side of [min - multiple, min, min + multiple / 2, max, max + multiple]) {
          expect(acceptsSize(limits, side, side), `${at} ${side}`).toBe(side >= min && side <= max && side % multiple === 0);
        }
      }
    }
  });

  it('describes every Runware model the video templates use', () => {
    const videoModels = onRunware.filter(({ template }) => template.type[0]!.endsWith('video')).map(({ model }) => model);
    for (const model of videoModels) expect(runwareModels[model], model).toBeDefined();
  });
});
