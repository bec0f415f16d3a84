/**
 * The message bar (P1 §8, §9): one message at a time, 6000 ms, usable from anywhere, the
 * API client included. app/snackbar-host.tsx renders the queue's head.
 */

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export type SnackbarMessage = {
  id: number;
  message: string;
  severity: SnackbarSeverity;
};

export const SNACKBAR_DURATION_MS = 6000;

type Listener = () => void;

let queue: readonly SnackbarMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showSnackbar(message: string, severity: SnackbarSeverity = 'info'): void {
  const last = queue.at(-1);
  // The same message twice in a row (two calls failing together) is shown once.
  if (last && last.message === message && last.severity === severity) return;
  queue = [...queue, { id: nextId++, message, severity }];
  emit();
}

/** Removes the message on screen; the next one, if any, appears. */
export function dismissSnackbar(id: number): void {
  const remaining = queue.filter((item) => item.id !== id);
  if (remaining.length === queue.length) return;
  queue = remaining;
  emit();
}

export function getCurrentSnackbar(): SnackbarMessage | null {
  return queue[0] ?? null;
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests start from an empty bar. */
export function resetSnackbars(): void {
  queue = [];
  emit();
}
