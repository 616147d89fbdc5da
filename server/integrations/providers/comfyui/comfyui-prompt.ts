import type { ProviderJob } from '../provider';
import type { PreparedInputs } from './comfyui-inputs';
import { splitTarget, type ApiGraph, type ComfyWorkflow, type ModelRole, type ValueKey } from './workflow-schema';

export type ModelNames = Partial<Record<ModelRole, string>>;
type Values = Partial<Record<ValueKey, string | number>>;

const numberParam = (params: Record<string, unknown>, key: string) =>
  typeof params[key] === 'number' && Number.isFinite(params[key]) ? params[key] : undefined;

/** The clip's frame count: `multiple * n + 1` frames (what LTX-Video and Wan take), at least one step long. */
function frameCount(job: ProviderJob, frames: { fps: number; multiple: number }): number {
  const seconds = job.videoSeconds ?? numberParam(job.params, 'duration') ?? 4;
  return frames.multiple * Math.max(1, Math.round((seconds * frames.fps) / frames.multiple)) + 1;
}

/** Every value the run supplies, by mapping key; what a template lacks (no steps param, say) stays unset. */
export function jobValues(job: ProviderJob, workflow: ComfyWorkflow, prepared: PreparedInputs): Values {
  const { frames } = workflow.mapping;
  const sides = job.outpaint;
  const values: Values = {
    prompt: job.prompt.trim(),
    negativePrompt: job.negativePrompt?.trim() || undefined,
    seed: job.seed,
    steps: numberParam(job.params, 'steps'),
    creativity: numberParam(job.params, 'CFGScale'),
    sampler: typeof job.params.sampler === 'string' && job.params.sampler ? job.params.sampler : undefined,
    strength: numberParam(job.params, 'strength'),
    width: prepared.size.width,
    height: prepared.size.height,
    numberResults: Math.max(1, job.numberResults),
    image: prepared.image,
    mask: prepared.mask,
    outpaintTop: sides?.top,
    outpaintRight: sides?.right,
    outpaintBottom: sides?.bottom,
    outpaintLeft: sides?.left,
    upscaleFactor: job.upscaleFactor ?? 2,
    frameCount: frames ? frameCount(job, frames) : undefined,
    fps: frames?.fps,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Values;
}

/** A copy of the workflow with the run's values and the configured model names written into the mapped inputs. */
export function buildPrompt(workflow: ComfyWorkflow, values: Values, models: ModelNames): ApiGraph {
  const graph = structuredClone(workflow.graph);
  const write = (targets: string[], value: string | number) => {
    for (const target of targets) {
      const { nodeId, input } = splitTarget(target);
      graph[nodeId]!.inputs[input] = value;
    }
  };
  for (const [key, targets] of Object.entries(workflow.mapping.inputs)) {
    const value = values[key as ValueKey];
    if (value !== undefined && targets) write(targets, value);
  }
  for (const [role, targets] of Object.entries(workflow.mapping.models)) {
    const name = models[role as ModelRole];
    if (name && targets) write(targets, name);
  }
  return graph;
}
