import { loadCatalog } from '../../../catalog/load-catalog';
import { createMemoryLogger, type LogRecord } from '../../../logger';
import { findFfmpeg } from '../../../media-processing';
import type { FakeComfyUI } from '../../../test/fakes/comfyui/fake-comfyui-server';
import type { GenerationProvider } from '../provider';
import { createComfyProvider, type ComfyProviderOptions } from './comfyui-provider';
import { defaultWorkflowDir, loadWorkflows } from './workflow-files';

const catalog = loadCatalog();
export const shippedWorkflows = loadWorkflows(defaultWorkflowDir, catalog.templates);

/** The provider on the fake with the shipped workflows, quick polling, and a log the test can read. */
export function comfyProvider(
  fake: FakeComfyUI,
  options: Partial<ComfyProviderOptions> = {},
): { provider: GenerationProvider; logs: LogRecord[] } {
  const { logger, records } = createMemoryLogger();
  const provider = createComfyProvider({
    baseUrl: fake.url,
    workflows: shippedWorkflows,
    models: {},
    templates: catalog.templates,
    logger,
    ffmpegPath: findFfmpeg(),
    pollIntervalMs: 20,
    socketPollMs: 200,
    ...options,
  });
  return { provider, logs: records };
}

/** The graph the fake was last sent, by node id. */
export function lastPrompt(fake: FakeComfyUI): Record<string, { class_type: string; inputs: Record<string, unknown> }> {
  const last = fake.prompts.at(-1);
  if (!last) throw new Error('The fake received no prompt');
  return last.prompt;
}
