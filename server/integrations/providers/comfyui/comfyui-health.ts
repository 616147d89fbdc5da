import type { CatalogTemplate } from '../../../catalog/catalog-schema';
import type { Logger } from '../../../logger';
import type { ComfyClient, ComfyNodeInfo } from './comfyui-client';
import { buildPrompt, type ModelNames } from './comfyui-prompt';
import { ProviderError } from '../provider';
import { isLink, type ApiGraph, type ComfyWorkflow } from './workflow-schema';

export interface ComfyHealthOptions {
  client: ComfyClient;
  workflows: ReadonlyMap<string, ComfyWorkflow>;
  models: ModelNames;
  templates: readonly CatalogTemplate[];
  logger: Logger;
  intervalMs: number;
  /** One whole check, every request included. */
  probeTimeoutMs?: number;
}

/** A combo input's choices in /object_info: `[[...options], {...}]`, or `["COMBO", { options }]` on newer nodes. */
function comboOptions(spec: unknown): unknown[] | null {
  if (!Array.isArray(spec)) return null;
  if (Array.isArray(spec[0])) return spec[0];
  const options = (spec[1] as { options?: unknown } | undefined)?.options;
  return spec[0] === 'COMBO' && Array.isArray(options) ? options : null;
}

/**
 * What stops a workflow from running on this server: a node class that is not installed, or a literal input
 * (a model file, above all) that is not among the choices the server offers. Inputs the run fills in (the
 * uploaded image's name, the user's sampler) are not checked here; ComfyUI checks them when the prompt comes.
 */
export function workflowProblems(graph: ApiGraph, workflow: ComfyWorkflow, infos: ReadonlyMap<string, ComfyNodeInfo | null>): string[] {
  const perRun = new Set(Object.values(workflow.mapping.inputs).flat());
  const problems: string[] = [];
  for (const [id, node] of Object.entries(graph)) {
    const info = infos.get(node.class_type);
    if (!info) {
      problems.push(`node ${node.class_type} is not installed`);
      continue;
    }
    for (const [input, value] of Object.entries(node.inputs)) {
      if (isLink(value) || perRun.has(`${id}.${input}`)) continue;
      const options = comboOptions(info.input?.required?.[input] ?? info.input?.optional?.[input]);
      if (options && !options.includes(value)) problems.push(`${node.class_type}.${input} "${String(value)}" is not on the server`);
    }
  }
  return problems;
}

/**
 * Asks ComfyUI what it has (/system_stats, then /object_info for each node class the workflows use) at start-up
 * and on a schedule, and keeps which workflows it can serve now. The log says, in template terms, what it serves
 * and why it cannot serve the rest; after the first check it speaks only when that changes.
 */
export function createComfyHealth(options: ComfyHealthOptions) {
  const { client, logger } = options;
  let servable = new Set<string>();
  let lastSummary = '';
  let timer: NodeJS.Timeout | undefined;
  const templatesOf = (workflow: string) =>
    options.templates.filter((template) => template.providers.comfyui?.workflow === workflow).map((template) => template.template_id);

  function say(summary: string, write: () => void): void {
    if (summary === lastSummary) return;
    lastSummary = summary;
    write();
  }

  async function probe(): Promise<void> {
    const signal = AbortSignal.timeout(options.probeTimeoutMs ?? 15_000);
    try {
      const stats = await client.systemStats(signal);
      const classes = new Set(
        [...options.workflows.values()].flatMap((workflow) => Object.values(workflow.graph).map((node) => node.class_type)),
      );
      const infos = new Map(await Promise.all([...classes].map(async (name) => [name, await client.objectInfo(name, signal)] as const)));
      const next = new Set<string>();
      const problems: Record<string, string[]> = {};
      for (const workflow of options.workflows.values()) {
        const found = workflowProblems(buildPrompt(workflow, {}, options.models), workflow, infos);
        if (found.length === 0) next.add(workflow.name);
        else for (const id of templatesOf(workflow.name)) problems[id] = found;
      }
      servable = next;
      const serves = [...next].flatMap(templatesOf).toSorted();
      const device = stats.devices?.[0];
      say(JSON.stringify({ serves, problems }), () => {
        logger.info('ComfyUI is ready', {
          url: client.baseUrl,
          version: stats.system?.comfyui_version,
          device: device?.name,
          vramGb: device?.vram_total ? Math.round((device.vram_total / 2 ** 30) * 10) / 10 : undefined,
          serves,
        });
        if (Object.keys(problems).length > 0)
          logger.warn('ComfyUI cannot serve these templates; they run on the next provider', { problems });
      });
    } catch (error) {
      servable = new Set();
      say('unreachable', () =>
        logger.warn('ComfyUI is unavailable; its templates run on the next provider until it answers', {
          url: client.baseUrl,
          reason: error instanceof ProviderError ? error.detail : error,
        }),
      );
    }
  }

  return {
    probe,
    serves: (workflow: string) => servable.has(workflow),
    async start(): Promise<void> {
      await probe();
      timer ??= setInterval(() => void probe(), options.intervalMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
