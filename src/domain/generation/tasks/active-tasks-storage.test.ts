import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  activeTasksKey,
  browserLocalStorage,
  forgetTask,
  memoryStorage,
  projectKeyOf,
  readBatches,
  writeBatches,
  type StoredBatch,
} from './active-tasks-storage';
import { assignTasks } from './grid-cells';

const batch = (batchId: string, taskIds: string[]): StoredBatch => ({
  batchId,
  templateId: 'text_to_image_v1',
  type: 'image',
  promptText: 'a fox',
  estimatedMs: 20_000,
  placeholders: taskIds.map((taskId, index) => ({ id: `${batchId}-${index}`, taskId })),
});

describe('active tasks in storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps one key per project, 'none' outside any project", () => {
    expect(projectKeyOf(null)).toBe('none');
    expect(projectKeyOf('')).toBe('none');
    expect(activeTasksKey(projectKeyOf('p1'))).toBe('activeTasks_p1');
  });

  it('forgets finished tasks, then empty batches, then the key', () => {
    const storage = memoryStorage();
    writeBatches(storage, 'p1', [batch('a', ['t1', 't2']), batch('b', ['t3'])]);
    forgetTask(storage, 'p1', 't3');
    expect(readBatches(storage, 'p1').map((stored) => stored.batchId)).toEqual(['a']);
    forgetTask(storage, 'p1', 't1');
    forgetTask(storage, 'p1', 't2');
    expect(storage.entries.has('activeTasks_p1')).toBe(false);
  });

  it('reads anything unreadable as no tasks', () => {
    const storage = memoryStorage({ activeTasks_p1: '{not json', activeTasks_p2: JSON.stringify([{ batchId: 1 }]) });
    expect(readBatches(storage, 'p1')).toEqual([]);
    expect(readBatches(storage, 'p2')).toEqual([]);
  });

  it("uses the browser's local storage by default, and survives one that throws", () => {
    const entries = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => entries.set(key, value),
      removeItem: (key: string) => entries.delete(key),
    };
    vi.stubGlobal('window', { localStorage });
    writeBatches(browserLocalStorage, 'p1', [batch('a', ['t1'])]);
    expect(readBatches(browserLocalStorage, 'p1')).toHaveLength(1);
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('denied');
      },
    });
    expect(() => writeBatches(browserLocalStorage, 'p1', [batch('a', ['t1'])])).not.toThrow();
    expect(readBatches(browserLocalStorage, 'p1')).toEqual([]);
  });
});

describe('assignTasks', () => {
  it('spreads placeholders evenly over tasks, and gives every task at least one', () => {
    expect(assignTasks(4, ['a'])).toEqual(['a', 'a', 'a', 'a']);
    expect(assignTasks(4, ['a', 'b'])).toEqual(['a', 'a', 'b', 'b']);
    expect(assignTasks(1, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(assignTasks(2, [])).toEqual([]);
  });
});
