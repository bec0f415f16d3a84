import { errorMessages } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { login, logout } from '../../../lib/sign-in.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { deleteIncompleteUser } from '../api/delete-incomplete-user.ts';
import { clearLocalProcess } from './process-storage.ts';

const text = registrationMessages;

/**
 * After POST /api/register the new member is signed in with the e-mail and password just
 * chosen (P1 §7); the process now lives on the account. Should that fail, the account
 * exists all the same: the login page lets the person in to go on.
 */
export function useSignInNewAccount() {
  const navigate = useNavigate();
  return useCallback(
    async (credentials: { email: string; password: string }) => {
      clearLocalProcess();
      try {
        await login(credentials);
      } catch (error) {
        showSnackbar(error instanceof Error && error.message ? error.message : errorMessages.generic, 'error');
        await navigate('/login', { replace: true });
      }
    },
    [navigate],
  );
}

/**
 * 'Annuler l'inscription' in the 'majeur' dialog: the unfinished account is deleted, then
 * the session ends and the person is sent to /login (P1 §8), whatever the answer was.
 */
export function useCancelRegistration() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await deleteIncompleteUser();
      showSnackbar(text.accountDeleted, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const body = error.body as { message?: unknown } | null;
        showSnackbar(
          typeof body?.message === 'string' && body.message ? body.message : text.accountDeletionRefused,
          'error',
        );
      } else if (!(isApiError(error) && error.status === 403)) {
        // A 403 has already said 'Action non autorisée' (the API client).
        showSnackbar(text.accountDeletionFailed, 'error');
      }
    }
    await logout({ announce: false });
    await navigate('/login', { replace: true });
  }, [navigate]);
}
