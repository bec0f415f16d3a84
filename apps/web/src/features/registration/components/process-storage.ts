import { parseRegistrationProcess, type RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import { REGISTRATION_PROCESS_KEY } from '../../../lib/storage-keys.ts';

/**
 * Before the account exists, the registration process is kept on this device (P1 §4), so a
 * reload or an interruption loses nothing. Once the account is created the API holds it.
 */

export function readLocalProcess(): RegistrationProcess {
  try {
    return parseRegistrationProcess(window.localStorage.getItem(REGISTRATION_PROCESS_KEY) ?? '{}');
  } catch {
    return {};
  }
}

export function saveLocalProcess(process: RegistrationProcess): void {
  try {
    window.localStorage.setItem(REGISTRATION_PROCESS_KEY, JSON.stringify(process));
  } catch {
    // Storage refused (private mode, quota): the process lasts for this visit only.
  }
}

export function clearLocalProcess(): void {
  try {
    window.localStorage.removeItem(REGISTRATION_PROCESS_KEY);
  } catch {
    // Nothing to clear.
  }
}
