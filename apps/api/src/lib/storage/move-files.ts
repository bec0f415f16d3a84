import type { Storage } from './storage.ts';

export type MoveCounts = { moved: number; alreadyThere: number; removed: number; failed: number };

/**
 * Copies every object of `from` into `to` (ADR 090): one already there with the same size is
 * left as it is, so a second run copies nothing. With `removeMoved`, a file leaves `from` only
 * once `to` holds it whole. A failure is told and counted, and the others go on.
 */
export async function moveFiles(
  from: Storage,
  to: Storage,
  options: { removeMoved: boolean; tell: (line: string) => void },
): Promise<MoveCounts> {
  const counts: MoveCounts = { moved: 0, alreadyThere: 0, removed: 0, failed: 0 };
  for await (const object of from.list()) {
    try {
      const present = await to.stat(object.key);
      if (present?.size === object.size) counts.alreadyThere++;
      else {
        const source = await from.get(object.key);
        if (!source) continue;
        await to.put(object.key, source.body);
        counts.moved++;
      }
      if (options.removeMoved && (await to.stat(object.key))?.size === object.size) {
        await from.remove(object.key);
        counts.removed++;
      }
    } catch (error) {
      counts.failed++;
      options.tell(`${object.key} : ${(error as Error).message}`);
    }
  }
  return counts;
}
