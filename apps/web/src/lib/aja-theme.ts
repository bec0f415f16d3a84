import { useSyncExternalStore } from 'react';
import { AJA_THEME_KEY } from './storage-keys.ts';

/**
 * The AJA theme flag (P1 §1: turning on the AJA orientation enables the AJA theme and stores
 * a flag). Set by registration while a visitor is on the AJA path, before any profile says
 * is_aja; kept on this device so a reload keeps the theme.
 */
const listeners = new Set<() => void>();

export function readAjaThemeFlag(): boolean {
  try {
    return window.localStorage.getItem(AJA_THEME_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setAjaThemeFlag(on: boolean): void {
  if (readAjaThemeFlag() === on) return;
  try {
    if (on) window.localStorage.setItem(AJA_THEME_KEY, 'true');
    else window.localStorage.removeItem(AJA_THEME_KEY);
  } catch {
    // Storage refused: the theme follows the profile only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AJA_THEME_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAjaThemeFlag(): boolean {
  return useSyncExternalStore(subscribe, readAjaThemeFlag, () => false);
}
