import type { ComfyMessage } from './comfyui-socket';
import type { ApiGraph } from './workflow-schema';

/** Nodes that report steps and take nearly all of a run's time; loaders and encoders finish in a blink. */
const steppedClasses = new Set(['KSampler', 'KSamplerAdvanced', 'SamplerCustom', 'SamplerCustomAdvanced', 'ImageUpscaleWithModel']);

/**
 * Turns a prompt's websocket messages into a share of the run done, 0 to 1. The stepped nodes share the whole
 * range, each by its `progress` value / max; a workflow without any counts nodes as they finish. Nodes ComfyUI
 * reuses from its cache (`execution_cached`) count as done at once.
 */
export function createProgressTracker(graph: ApiGraph) {
  const stepped = Object.keys(graph).filter((id) => steppedClasses.has(graph[id]!.class_type));
  const done = new Set<string>();
  const fractions = new Map<string, number>();
  let current: string | null = null;

  return {
    handle(message: ComfyMessage): void {
      const { data } = message;
      if (message.type === 'execution_cached' && Array.isArray(data.nodes)) {
        for (const id of data.nodes) done.add(String(id));
      } else if (message.type === 'executing') {
        if (current) done.add(current);
        current = typeof data.node === 'string' ? data.node : null;
      } else if (message.type === 'executed' && typeof data.node === 'string') {
        done.add(data.node);
      } else if (message.type === 'progress') {
        const node = typeof data.node === 'string' ? data.node : current;
        const value = Number(data.value);
        const max = Number(data.max);
        if (node && max > 0 && Number.isFinite(value)) fractions.set(node, Math.min(1, Math.max(0, value / max)));
      }
    },
    share(): number {
      if (stepped.length === 0) return done.size / Math.max(1, Object.keys(graph).length);
      const sum = stepped.reduce((total, id) => total + (done.has(id) ? 1 : (fractions.get(id) ?? 0)), 0);
      return sum / stepped.length;
    },
  };
}
