import { readStored, removeStored, writeStored } from '@/lib/storage';

/** Where tasks are remembered across reloads; a port so tests and stories can hand in memory instead. */
export interface KeyValueStorage {
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
  remove: (key: string) => void;
}

export const browserLocalStorage: KeyValueStorage = {
  read: (key) => readStored('local', key),
  write: (key, value) => writeStored('local', key, value),
  remove: (key) => removeStored('local', key),
};

/** An in-memory storage, for tests, stories and browsers that refuse local storage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    read: (key) => entries.get(key) ?? null,
    write: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

export interface StoredBatch {
  batchId: string;
  templateId: string;
  type: 'image' | 'video';
  promptText: string;
  estimatedMs: number;
  placeholders: { id: string; taskId: string }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored batch with its known fields only, or null when one is missing or of another type. */
function readBatch(value: unknown): StoredBatch | null {
  if (!isObject(value)) return null;
  const { batchId, templateId, type, promptText, estimatedMs, placeholders } = value;
  if (typeof batchId !== 'string' || typeof templateId !== 'string' || typeof promptText !== 'string') return null;
  if ((type !== 'image' && type !== 'video') || typeof estimatedMs !== 'number' || !(estimatedMs > 0) || !Number.isFinite(estimatedMs))
    return null;
  if (!Array.isArray(placeholders) || placeholders.length === 0) return null;
  const cells = placeholders.map((cell: unknown) =>
    isObject(cell) && typeof cell.id === 'string' && typeof cell.taskId === 'string' ? { id: cell.id, taskId: cell.taskId } : null,
  );
  if (cells.some((cell) => cell === null)) return null;
  return { batchId, templateId, type, promptText, estimatedMs, placeholders: cells as StoredBatch['placeholders'] };
}

/** One key per project (spec part 2 §3: active tasks are kept per project), 'none' outside any project. */
export function activeTasksKey(projectKey: string): string {
  return `activeTasks_${projectKey}`;
}

export function projectKeyOf(projectId: string | null | undefined): string {
  return projectId || 'none';
}

/** The stored batches of a project; anything unreadable (an older format, a hand edit) counts as none. */
export function readBatches(storage: KeyValueStorage, projectKey: string): StoredBatch[] {
  const text = storage.read(activeTasksKey(projectKey));
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const batches = parsed.map(readBatch);
    return batches.every((batch) => batch !== null) ? (batches as StoredBatch[]) : [];
  } catch {
    return [];
  }
}

export function writeBatches(storage: KeyValueStorage, projectKey: string, batches: readonly StoredBatch[]): void {
  const key = activeTasksKey(projectKey);
  if (batches.length === 0) storage.remove(key);
  else storage.write(key, JSON.stringify(batches));
}

export function rememberBatch(storage: KeyValueStorage, projectKey: string, batch: StoredBatch): void {
  writeBatches(storage, projectKey, [...readBatches(storage, projectKey), batch]);
}

/** Forgets one finished task; a batch with no task left is dropped, and an empty list removes the key. */
export function forgetTask(storage: KeyValueStorage, projectKey: string, taskId: string): void {
  const batches = readBatches(storage, projectKey)
    .map((batch) => ({ ...batch, placeholders: batch.placeholders.filter((placeholder) => placeholder.taskId !== taskId) }))
    .filter((batch) => batch.placeholders.length > 0);
  writeBatches(storage, projectKey, batches);
}
