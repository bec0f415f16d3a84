import {
  serializeRegistrationProcess,
  type RegistrationProcess,
} from '@plateforme/shared/registration/registration.rules';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type UpdateRegistrationProcessVariables = { userId: number; process: RegistrationProcess };

/** PUT /api/users/{id}/update-registration-process: the process as a JSON string (P1 §3, §7). */
export async function updateRegistrationProcess({
  userId,
  process,
}: UpdateRegistrationProcessVariables): Promise<void> {
  await apiClient.put(`/api/users/${userId}/update-registration-process`, {
    body: { registration_process: serializeRegistrationProcess(process) },
  });
}

export function useUpdateRegistrationProcess() {
  // The stepper says why a change was refused (the field's message rather than the answer's).
  return useMutation({ mutationFn: updateRegistrationProcess, meta: { silentErrors: true } });
}
