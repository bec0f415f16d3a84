import type { RegistrationProcess } from '@plateforme/shared/registration/registration.rules';
import {
  getRegistrantAgeAlert,
  isBlockingAgeAlert,
  type RegistrantAgeAlert,
} from '@plateforme/shared/registration/registrant-age.rules';
import { useRef, useState } from 'react';

/**
 * The age dialogs of the registration form (P1 §2 dialogs, §5): checked once the birthdate
 * is left complete, and again on submit; the AJA offer, once declined for a birthdate, is not
 * made again for it.
 */
export function useRegistrantAgeAlert(process: RegistrationProcess, initialBirthdate: string) {
  const [alert, setAlert] = useState<RegistrantAgeAlert | null>(null);
  // The birthdate the AJA offer was declined for.
  const kept = useRef<string | null>(null);
  const lastAlert = useRef<RegistrantAgeAlert | null>(null);
  // Not while a year is being chosen with the arrow keys, one option after another.
  const checked = useRef(initialBirthdate);

  const alertFor = (birthdate: string) =>
    getRegistrantAgeAlert({ birthdate, reason: process.reason, ajaRole: process.aja_role, today: new Date() });
  const open = (found: RegistrantAgeAlert) => {
    lastAlert.current = found;
    setAlert(found);
  };

  return {
    alert,
    /** The birthdate was left complete. */
    checkBirthdate(birthdate: string) {
      if (birthdate === checked.current) return;
      checked.current = birthdate;
      const found = alertFor(birthdate);
      if (found && !(found === 'switch_to_aja' && kept.current === birthdate)) open(found);
    },
    /** On submit: the dialog now shown, or null when the registration may go on. */
    checkOnSubmit(birthdate: string): RegistrantAgeAlert | null {
      checked.current = birthdate;
      const found = alertFor(birthdate);
      if (!found || (!isBlockingAgeAlert(found) && kept.current === birthdate)) return null;
      open(found);
      return found;
    },
    /** 'Continuer' on the AJA offer: kept for this birthdate. */
    keep(birthdate: string) {
      kept.current = birthdate;
      setAlert(null);
    },
    close: () => setAlert(null),
    /** The last dialog stopped the registration: the birthdate is to be corrected. */
    stopped: () => lastAlert.current !== null && isBlockingAgeAlert(lastAlert.current),
  };
}
