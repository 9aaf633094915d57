/**
 * The learner's ticks, as a JSON array of topic ids in localStorage (one key per road map). A tiny
 * external store, so every RoadmapPlan on the key agrees and other tabs' changes show up. When
 * storage is unavailable (private mode, quota) the ticks still work for the visit, in memory.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored value of `key` (raw JSON), or null. */
export function readStored(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` and tells every subscriber. */
export function writeStored(key: string, value: string): void {
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(key, value);
    memory.delete(key);
  } catch {
    // Storage full or refused: a memory copy keeps this visit working.
    memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

/** Subscribes to changes made here and, through the storage event, in other tabs. */
export function subscribeStored(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key) memory.delete(event.key);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the in-memory copies (for stories and tests that reset storage between runs). */
export function resetStoredMemory(): void {
  memory.clear();
}

/**
 * The set of done topic ids from a stored value: only ids the plan has; anything malformed (not
 * JSON, not an array, not strings) is ignored rather than thrown.
 */
export function parseDoneTopics(raw: string | null, known: readonly string[]): Set<string> {
  if (!raw) return new Set();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return new Set();
  }
  if (!Array.isArray(value)) return new Set();
  const allowed = new Set(known);
  return new Set(value.filter((id): id is string => typeof id === 'string' && allowed.has(id)));
}
