import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process per embedded database (ADR 023). PGlite keeps its pages in the process's
 * memory and writes them back on its own schedule: a second process on the same directory
 * would accept writes that one of the two then overwrites. The lock is a file beside the
 * data directory, holding the owner's pid and host; it is created atomically (a hard link
 * fails when the name exists) so it is never seen half-written.
 */
export class DataDirLockedError extends Error {}

type Holder = { pid: number; host: string };

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

function readHolder(file: string): { holder: Holder | undefined; text: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as Holder;
    return { holder: Number.isInteger(holder.pid) ? holder : undefined, text };
  } catch {
    return { holder: undefined, text };
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM'; // alive, owned by another user
  }
}

/**
 * A lock is stale when its process is gone. Our own pid in it is stale too: a container
 * restarted after a crash runs the server under the same pid. A lock from another host
 * (a shared volume) cannot be checked and counts as held; so does an unreadable one.
 */
function isStale(holder: Holder | undefined): boolean {
  if (!holder || holder.host !== os.hostname()) return false;
  return holder.pid === process.pid || !isRunning(holder.pid);
}

/**
 * Moves a stale lock aside. When two processes race to do it, the one that moved a lock
 * that was no longer the stale one puts it back (link fails if a third took the name).
 */
function removeStale(lockFile: string, staleText: string): void {
  const aside = `${lockFile}.stale-${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) linkSync(aside, lockFile);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

function lockedMessage(dataDir: string, lockFile: string, holder: Holder | undefined): string {
  const who = holder ? `le processus ${holder.pid} sur ${holder.host}` : 'un autre processus';
  return (
    `la base embarquée ${dataDir} est déjà ouverte par ${who}. ` +
    'Un seul serveur peut utiliser un même DATA_DIR : arrêtez l’autre, ou choisissez un autre DATA_DIR, ' +
    `ou passez à PostgreSQL (DATABASE_URL) pour plusieurs processus. Si aucun autre serveur ne tourne, supprimez ${lockFile}.`
  );
}

/** Takes the lock of a PGlite data directory; returns its release (idempotent, synchronous). */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  const own = JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Holder);
  const draft = `${lockFile}.${process.pid}.tmp`;
  writeFileSync(draft, own);
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, lockFile);
        return () => release(lockFile, own);
      } catch (error) {
        if (codeOf(error) !== 'EEXIST') throw error;
      }
      const current = readHolder(lockFile);
      if (!current) continue; // released in the meantime
      if (!isStale(current.holder)) throw new DataDirLockedError(lockedMessage(dataDir, lockFile, current.holder));
      removeStale(lockFile, current.text);
    }
    throw new DataDirLockedError(lockedMessage(dataDir, lockFile, undefined));
  } finally {
    unlinkSync(draft);
  }
}

function release(lockFile: string, own: string): void {
  try {
    if (readFileSync(lockFile, 'utf8') === own) unlinkSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
}
