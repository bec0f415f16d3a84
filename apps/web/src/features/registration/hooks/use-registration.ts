import { getAccessState, isPro as isProState } from '@plateforme/shared/accounts/access.rules';
import { errorMessages } from '@plateforme/shared/messages/common';
import {
  getRegistrationStep,
  parseRegistrationProcess,
  serializeRegistrationProcess,
  type RegistrationProcess,
  type RegistrationStep,
} from '@plateforme/shared/registration/registration.rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useProfile, type Profile } from '../../../lib/profile.ts';
import { profileQueryKey } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useUpdateRegistrationProcess } from '../api/update-registration-process.ts';
import { readLocalProcess, saveLocalProcess } from '../components/process-storage.ts';

export type Registration = {
  /** The signed-in person, null before the account exists. */
  profile: Profile | null;
  process: RegistrationProcess;
  isPro: boolean;
  step: RegistrationStep;
  /** Keeps the process: on this device before the account exists, through the API after. False when refused. */
  save: (next: RegistrationProcess) => Promise<boolean>;
  saving: boolean;
  /** Reads the profile again after a call that moved the registration on by itself (code, carer, young). */
  refresh: () => Promise<void>;
};

/**
 * Why the API refused the process: the field's message where there is one (an orientation
 * the person's age does not allow says so), else the answer's. A 401 or 403 has been handled
 * by the API client.
 */
function refusalMessage(error: unknown): string | null {
  if (isApiError(error)) {
    if (error.status === 401 || error.status === 403) return null;
    return Object.values(error.errors).flat()[0] ?? error.message;
  }
  return errorMessages.generic;
}

/**
 * Where the registration stands (P1 §4): the process (local for a visitor, the profile's
 * afterwards) and the step the shared rules give for it.
 */
export function useRegistration(): Registration {
  const queryClient = useQueryClient();
  const profile = useProfile().data ?? null;
  const [localProcess, setLocalProcess] = useState(readLocalProcess);
  const { mutateAsync: updateProcess, isPending: saving } = useUpdateRegistrationProcess();

  const process = profile ? parseRegistrationProcess(profile.registration_process) : localProcess;
  const isPro = profile ? isProState(getAccessState(profile)) : false;
  // A professional whose orientation is not stored yet sees it fixed to Other on step 1.
  const step: RegistrationStep =
    isPro && process.reason !== 'other'
      ? 1
      : getRegistrationStep({
          process,
          userId: profile?.id ?? null,
          isPro,
          assistantId: profile?.assistant_id ?? null,
          ajaAssistedNb: profile?.aja_assisted_nb ?? 0,
        });

  const userId = profile?.id ?? null;
  const save = useCallback(
    async (next: RegistrationProcess): Promise<boolean> => {
      if (userId === null) {
        saveLocalProcess(next);
        setLocalProcess(next);
        return true;
      }
      try {
        await updateProcess({ userId, process: next });
      } catch (error) {
        const message = refusalMessage(error);
        if (message) showSnackbar(message, 'error');
        return false;
      }
      queryClient.setQueryData<Profile | null>(profileQueryKey, (old) =>
        old ? { ...old, registration_process: serializeRegistrationProcess(next) } : old,
      );
      // The API may derive more from the process (is_aja, the carer): the profile is read again.
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      return true;
    },
    [userId, updateProcess, queryClient],
  );

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: profileQueryKey }), [queryClient]);

  return { profile, process, isPro, step, save, saving, refresh };
}
