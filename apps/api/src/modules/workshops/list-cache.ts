/**
 * Answers of GET /api/workshops kept in memory (ADR 017). Each is kept under the version of
 * the data it was computed from (the `workshops_list_version` sequence, moved by every change
 * to the tables the list reads), so a change is seen by the next request; and for a short
 * time only, since "upcoming" sessions depend on the clock.
 */
export type ListCache = {
  get(key: string, version: string, now: number): string | undefined;
  set(key: string, version: string, body: string, now: number): void;
};

type Entry = { version: string; storedAt: number; body: string };

export function createListCache({ maxEntries = 500, maxAgeMs = 30_000 } = {}): ListCache {
  const entries = new Map<string, Entry>();
  return {
    get(key, version, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || now - entry.storedAt >= maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      // Most recently used last: the first key is the one to drop when full.
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body, now) {
      entries.delete(key);
      entries.set(key, { version, storedAt: now, body });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
