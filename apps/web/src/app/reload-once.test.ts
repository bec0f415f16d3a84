import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_AFTER_FAILED_START_KEY } from '../lib/storage-keys.ts';
import { startOrReloadOnce } from './reload-once.ts';

const failedStart = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('starting the app', () => {
  it('reloads the page once when its scripts fail to load', async () => {
    const reload = vi.fn();
    await startOrReloadOnce(failedStart, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(RELOADED_AFTER_FAILED_START_KEY)).not.toBeNull();
  });

  it('does not reload again when the start after the reload fails too', async () => {
    const reload = vi.fn();
    await startOrReloadOnce(failedStart, reload);
    await expect(startOrReloadOnce(failedStart, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('forgets the reload once a start succeeds, so a later deploy is caught again', async () => {
    const reload = vi.fn();
    await startOrReloadOnce(failedStart, reload);
    await startOrReloadOnce(() => Promise.resolve(), reload);
    expect(window.sessionStorage.getItem(RELOADED_AFTER_FAILED_START_KEY)).toBeNull();
    await startOrReloadOnce(failedStart, reload);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the device keeps no session storage', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = vi.fn();
    await expect(startOrReloadOnce(failedStart, reload)).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });
});
