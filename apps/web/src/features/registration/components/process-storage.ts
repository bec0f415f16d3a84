import { parseRegistrationProcess, type RegistrationProcess } from '@plateforme/shared/registration/registration.rules';

/**
 * Before the account exists, the registration process is kept on this device (P1 §4), so a
 * reload or an interruption loses nothing. Once the account is created the API holds it.
 */
const STORAGE_KEY = 'plateforme.registration-process';

export function readLocalProcess(): RegistrationProcess {
  try {
    return parseRegistrationProcess(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

export function saveLocalProcess(process: RegistrationProcess): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(process));
  } catch {
    // Storage refused (private mode, quota): the process lasts for this visit only.
  }
}

export function clearLocalProcess(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
