import { useNavigate } from 'react-router';
import { showSnackbar } from '../../../lib/snackbar.ts';

/** The end of a step done before signing in (a reset, an invitation): say it worked, then open the sign-in page. */
export function useGoToSignIn() {
  const navigate = useNavigate();
  return async (done: string) => {
    showSnackbar(done, 'success');
    await navigate('/login');
  };
}
