import { describe, expect, it } from 'vitest';
import { buildQueueTask } from '@mocks/fixtures/task.fixtures';
import { queueAnnouncements } from './queue-announcements';

const queued = buildQueueTask({ task_id: 'a' });

describe('what the queue tells a screen reader', () => {
  it('says nothing when the panel opens, nor while a task only waits or makes progress', () => {
    expect(queueAnnouncements(null, [queued])).toEqual([]);
    const running = { ...queued, status: 'running' as const, progress: 10 };
    expect(queueAnnouncements([running], [{ ...running, progress: 60 }])).toEqual([]);
    expect(queueAnnouncements([queued], [{ ...queued, place: 2 }])).toEqual([]);
  });

  it('says when a task starts, finishes, fails or is cancelled', () => {
    const as = (status: 'running' | 'complete' | 'failed', error_code: string | null = null) => ({ ...queued, status, error_code });
    expect(queueAnnouncements([queued], [as('running')])).toEqual([{ key: 'queue.announceRunning', template: 'Text to Image' }]);
    expect(queueAnnouncements([as('running')], [as('complete')])).toEqual([{ key: 'queue.announceComplete', template: 'Text to Image' }]);
    expect(queueAnnouncements([as('running')], [as('failed', 'timed_out')])).toEqual([
      { key: 'queue.announceFailed', template: 'Text to Image' },
    ]);
    expect(queueAnnouncements([queued], [as('failed', 'cancelled')])).toEqual([
      { key: 'queue.announceCancelled', template: 'Text to Image' },
    ]);
  });
});
