import { setTimeout as sleep } from 'node:timers/promises';
import { fakeNodes, type NodeContext } from './fake-nodes';
import type { Graph } from './fake-validate';

type Message = [string, Record<string, unknown>];

export interface Execution {
  promptId: string;
  graph: Graph;
  outputs: string[];
  context: NodeContext;
  /** Sends a websocket message to the prompt's client. */
  send(type: string, data: Record<string, unknown>): void;
  sendPreview(): void;
  stepDelayMs: number;
  /** Called before each sampler step: may wait (a held run), and says whether the run was interrupted. */
  beforeStep(node: string, step: number): Promise<boolean>;
  /** A failure the test ordered for this class of node, if any. */
  failureFor(classType: string): { message: string; type: string } | null;
}

export interface ExecutionResult {
  status: 'success' | 'error';
  outputs: Record<string, Record<string, unknown[]>>;
  messages: Message[];
}

class Interrupted extends Error {}

/** Runs a validated prompt as ComfyUI's executor does: dependencies first, with its websocket messages. */
export async function execute(run: Execution): Promise<ExecutionResult> {
  const messages: Message[] = [];
  const record = (type: string, data: Record<string, unknown>) => {
    const stamped = { ...data, prompt_id: run.promptId, timestamp: Date.now() };
    messages.push([type, stamped]);
    run.send(type, stamped);
  };
  const values = new Map<string, unknown[]>();
  const outputs: ExecutionResult['outputs'] = {};
  const executed: string[] = [];
  let current = '';

  async function evaluate(id: string): Promise<unknown[]> {
    const done = values.get(id);
    if (done) return done;
    const node = run.graph[id]!;
    const definition = fakeNodes[node.class_type]!;
    const inputs: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(node.inputs)) {
      inputs[name] =
        Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' ? (await evaluate(value[0]))[value[1] as number] : value;
    }
    current = id;
    run.send('executing', { node: id, display_node: id, prompt_id: run.promptId });
    const failure = run.failureFor(node.class_type);
    if (failure) throw Object.assign(new Error(failure.message), { exceptionType: failure.type });
    const steps = definition.steps?.(inputs) ?? 0;
    for (let step = 1; step <= steps; step += 1) {
      if (await run.beforeStep(id, step)) throw new Interrupted();
      await sleep(run.stepDelayMs);
      run.send('progress', { value: step, max: steps, prompt_id: run.promptId, node: id });
      if (step === 1) run.sendPreview();
    }
    const result = await definition.run(inputs, run.context);
    const list = Array.isArray(result) ? result : [];
    if (!Array.isArray(result)) {
      outputs[id] = result.ui;
      run.send('executed', { node: id, display_node: id, output: result.ui, prompt_id: run.promptId });
    }
    values.set(id, list);
    executed.push(id);
    return list;
  }

  record('execution_start', {});
  record('execution_cached', { nodes: [] });
  try {
    for (const id of run.outputs) await evaluate(id);
    record('execution_success', {});
    return { status: 'success', outputs, messages };
  } catch (error) {
    const node = { node_id: current, node_type: run.graph[current]?.class_type, executed };
    if (error instanceof Interrupted) record('execution_interrupted', node);
    else {
      const exception = error as Error & { exceptionType?: string };
      record('execution_error', {
        ...node,
        exception_message: exception.message,
        exception_type: exception.exceptionType ?? 'RuntimeError',
        traceback: [`  File "execution.py", line 1, in execute\n`],
        current_inputs: {},
        current_outputs: {},
      });
    }
    return { status: 'error', outputs, messages };
  }
}
