import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { runWorkflow, type WorkflowRequest } from '@contract/browser';
import { api, applyNewBalance, sessionKeys } from '../../session';
import { applyNewPoolBalance } from '../../teams';
import { setActiveProject } from '../../workspace';
import type { MediaType } from './result-items';
import type { TaskTracker } from './task-tracker';

export interface RunWorkflowVariables {
  request: WorkflowRequest;
  /** Results the run makes (its numberResults); one placeholder each. @default 1 */
  count?: number;
  type: MediaType;
  /** The template's types, for the estimated duration of simulated progress. */
  templateTypes: readonly string[];
  promptText?: string;
}

/**
 * Starts a generation (spec part 2 §4): the batch's placeholders appear before the call; direct results complete
 * them, queued tasks go to the tracker (stored per project and followed); a refusal removes them. The error is
 * the caller's to show: its code maps to a translated message, else `generationMessages.generationFailed`.
 */
export function runWorkflowMutationOptions(queryClient: QueryClient, tracker: TaskTracker) {
  return mutationOptions({
    mutationFn: ({ request }: RunWorkflowVariables) => api(runWorkflow, { body: request }),
    onMutate: ({ request, count = 1, type, templateTypes, promptText = '' }) => ({
      batchId: tracker.addBatch({ count, type, templateId: request.template_id, templateTypes, promptText }),
    }),
    onSuccess: (answer, { request }, context) => {
      // A team workspace's run is paid from the team's pool, and its answer is the pool's new balance.
      if (request.team_id) {
        applyNewPoolBalance(queryClient, request.team_id, answer.new_balance);
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      } else applyNewBalance(queryClient, answer.new_balance);
      // A run outside any project made one: it becomes the active project, whose tasks a reload resumes. It is
      // stored before the tasks are, so a reload at any moment finds the tasks under the project it opens.
      if (answer.new_project) setActiveProject(answer.new_project.id);
      tracker.acceptRun(context.batchId, answer, request.project_id ?? null);
    },
    onError: (_error, _variables, context) => {
      if (context) tracker.discardBatch(context.batchId);
    },
  });
}
