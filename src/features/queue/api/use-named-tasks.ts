import { useMemo } from 'react';
import type { QueueTask } from '@contract/browser';
import { useTemplateNamedParams } from '@/domain/generation';

/**
 * The tasks with each template named in the interface language: the server names it in English, and the
 * catalog (usually cached already) names its id in every language. Until the catalog answers, the English shows.
 */
export function useNamedTasks(tasks: readonly QueueTask[] | undefined, teamId: string | null): readonly QueueTask[] | undefined {
  const nameIn = useTemplateNamedParams(teamId, Boolean(tasks?.length));
  return useMemo(
    () =>
      tasks?.map((task) => {
        const named = nameIn({ template: task.template_label, template_id: task.template_id })?.template;
        return typeof named === 'string' && named !== task.template_label ? { ...task, template_label: named } : task;
      }),
    [tasks, nameIn],
  );
}
