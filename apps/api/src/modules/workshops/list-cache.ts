/**
 * Answers of GET /api/workshops kept in memory (ADR 017). Each is kept with the versions of
 * the data it was computed from (list-version.ts): the global one, and the sum of the
 * versions of the workshops it shows; the service compares them before serving it. And for
 * a short time only, since "upcoming" sessions depend on the clock.
 */
export type KeptList = {
  body: string;
  global: string;
  workshopIds: number[];
  shownSum: string;
  storedAt: number;
  /** 30 s, or less when the answer's rows or order depend on sessions of workshops it does not show. */
  maxAgeMs: number;
};

export type ListCache = {
  /** false when switched off (WORKSHOPS_LIST_CACHE=off): every request computes the list. */
  enabled: boolean;
  get(key: string, now: number): KeptList | undefined;
  set(key: string, kept: KeptList): void;
  /** Runs `compute` once for requests missing the same key at the same time; they share its answer. */
  once(key: string, compute: () => Promise<string>): Promise<string>;
};

/** WORKSHOPS_LIST_CACHE=off measures or debugs the list as computed (README, Benchmark). */
export const listCacheEnabled = (value = process.env.WORKSHOPS_LIST_CACHE) => value?.trim().toLowerCase() !== 'off';

export function createListCache({ maxEntries = 500, enabled = listCacheEnabled() } = {}): ListCache {
  const entries = new Map<string, KeptList>();
  const computing = new Map<string, Promise<string>>();
  return {
    enabled,
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now - entry.storedAt >= entry.maxAgeMs) return undefined;
      // Most recently used last: the first key is the one to drop when full.
      entries.set(key, entry);
      return entry;
    },
    set(key, kept) {
      if (!enabled) return;
      entries.delete(key);
      entries.set(key, kept);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    once(key, compute) {
      const running = computing.get(key);
      if (running) return running;
      const started = compute().finally(() => computing.delete(key));
      computing.set(key, started);
      return started;
    },
  };
}
