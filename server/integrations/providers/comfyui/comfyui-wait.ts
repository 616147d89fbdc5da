import type { ComfyClient, ComfyHistoryEntry } from './comfyui-client';
import { comfyFailure, executionFailed, interrupted } from './comfyui-errors';
import { createProgressTracker } from './comfyui-progress';
import type { ComfySocket } from './comfyui-socket';
import type { ComfyWorkflow } from './workflow-schema';

export type PromptState =
  | { kind: 'done'; entry: ComfyHistoryEntry }
  | { kind: 'failed'; error: Error }
  | { kind: 'waiting' }
  /** Neither in the history nor in the queue: never arrived, or ComfyUI restarted and forgot it. */
  | { kind: 'unknown' };

/** Where a prompt stands, from its history entry (an ended run) or the queue (a waiting or running one). */
export async function promptState(client: ComfyClient, workflow: string, promptId: string, signal: AbortSignal): Promise<PromptState> {
  const entry = await client.history(promptId, signal);
  if (entry) {
    const messages = entry.status?.messages ?? [];
    const failure = messages.find(([type]) => type === 'execution_error');
    if (failure) return { kind: 'failed', error: executionFailed(workflow, failure[1]) };
    if (messages.some(([type]) => type === 'execution_interrupted')) return { kind: 'failed', error: interrupted(workflow) };
    if (entry.status?.status_str === 'error')
      return { kind: 'failed', error: comfyFailure(`ComfyUI ended workflow ${workflow} with an error`, true) };
    return { kind: 'done', entry };
  }
  const queue = await client.queue(signal);
  return queue.running.includes(promptId) || queue.pending.includes(promptId) ? { kind: 'waiting' } : { kind: 'unknown' };
}

export interface WaitOptions {
  client: ComfyClient;
  socket: ComfySocket;
  workflow: ComfyWorkflow;
  promptId: string;
  signal: AbortSignal;
  /** The share of the run done, 0 to 1, as the websocket tells it. */
  onShare: (share: number) => void;
  /** Between history polls while the websocket is down (or a prompt went missing). */
  pollMs: number;
  /** Between history polls while it is up: a safety net for messages lost in a reconnect. */
  socketPollMs: number;
}

/**
 * Waits for a queued prompt to end and answers its history entry. The websocket gives progress and says at once
 * when the run ends; the history is polled all the same (often while the socket is down), so a lost socket only
 * slows the answer. A prompt found neither in the history nor the queue twice in a row is lost (ComfyUI
 * restarted): that fails the attempt as retryable, and the retry submits it again.
 */
export async function waitForPrompt(options: WaitOptions): Promise<ComfyHistoryEntry> {
  const { client, socket, workflow, promptId, signal } = options;
  const tracker = createProgressTracker(workflow.graph);
  let lastPoll = Number.NEGATIVE_INFINITY;
  let misses = 0;
  for (;;) {
    signal.throwIfAborted();
    const interval = socket.isOpen && misses === 0 ? options.socketPollMs : options.pollMs;
    const message = await socket.next(Math.max(0, lastPoll + interval - performance.now()), signal);
    signal.throwIfAborted();
    if (message) {
      if (message.data.prompt_id !== promptId) continue;
      if (message.type === 'execution_error') throw executionFailed(workflow.name, message.data);
      if (message.type === 'execution_interrupted') throw interrupted(workflow.name);
      tracker.handle(message);
      options.onShare(tracker.share());
      const hasEnded = message.type === 'execution_success' || (message.type === 'executing' && message.data.node === null);
      if (!hasEnded) continue;
    } else if (performance.now() - lastPoll < interval && socket.isOpen) {
      continue;
    }
    lastPoll = performance.now();
    const state = await promptState(client, workflow.name, promptId, signal);
    if (state.kind === 'done') return state.entry;
    if (state.kind === 'failed') throw state.error;
    misses = state.kind === 'unknown' ? misses + 1 : 0;
    if (misses >= 2) throw comfyFailure(`ComfyUI lost prompt ${promptId} of workflow ${workflow.name} (restarted?)`, true);
  }
}
