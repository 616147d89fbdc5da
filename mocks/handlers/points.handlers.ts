import { getPointsHistory, getTaskStatus, type ErrorBody, type PointsHistoryEntry } from '@contract';
import { mockCall, mockError, mockPending } from '../contract-handler';
import { buildPointsHistory } from '../fixtures/points.fixtures';
import { buildTaskStatus, type TaskStatusAnswer } from '../fixtures/task.fixtures';

/** Answers pages of a ledger as the server does: `page` and `per_page` from the query, newest first. */
function pagedHistory(entries: readonly PointsHistoryEntry[]) {
  return mockCall(getPointsHistory, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const page = Number(search.get('page') ?? 1);
    const perPage = Number(search.get('per_page') ?? 20);
    return {
      history: entries.slice((page - 1) * perPage, page * perPage),
      pagination: {
        current_page: page,
        per_page: perPage,
        total_pages: Math.ceil(entries.length / perPage),
        total_items: entries.length,
      },
    };
  });
}

export const pointsHandlers = {
  /** A ledger of `count` entries (8 by default: one page). */
  history: (count = 8) => pagedHistory(buildPointsHistory(count)),
  historyOf: (entries: readonly PointsHistoryEntry[]) => pagedHistory(entries),
  historyEmpty: () => pagedHistory([]),
  historyPending: () => mockPending(getPointsHistory),
  /** The tasks a ledger's lines name, by id, with the points each held and got back; any other is not found. */
  tasks: (byId: Record<string, Partial<TaskStatusAnswer>>) =>
    mockCall(getTaskStatus, ({ params }) => {
      const answer = byId[String(params.taskId)];
      if (!answer) return Response.json({ message: 'Task not found.', code: 'not_found' }, { status: 404 });
      return buildTaskStatus({ ...answer, task_id: String(params.taskId) });
    }),
  historyFailed: (body: ErrorBody = { message: '', code: 'internal_error' }) => mockError(getPointsHistory, 500, body),
};
