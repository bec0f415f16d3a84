import { RELOADED_AFTER_FAILED_START_KEY as MARK } from '../lib/storage-keys.ts';

/** Sets the mark; false when it is set already, or cannot be kept (nothing would stop a loop). */
function markReload(): boolean {
  try {
    if (window.sessionStorage.getItem(MARK) !== null) return false;
    window.sessionStorage.setItem(MARK, '1');
    return true;
  } catch {
    return false;
  }
}

function clearMark(): void {
  try {
    window.sessionStorage.removeItem(MARK);
  } catch {
    // No storage, so no mark either.
  }
}

/**
 * Runs `start`. If it fails, most likely because a deploy removed the scripts this page
 * names, the page reloads once to get the new ones. The mark stays until a start succeeds,
 * so a start that keeps failing never reloads in a loop.
 */
export async function startOrReloadOnce(
  start: () => Promise<void>,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (!markReload()) throw error;
    reload();
    return;
  }
  clearMark();
}
