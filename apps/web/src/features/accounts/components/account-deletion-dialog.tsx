import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { accountDeletionMessages as texts } from '@plateforme/shared/messages/accounts-deletion';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { clearTokens } from '../../../lib/auth-storage.ts';
import { getRememberedRoutes } from '../../../lib/route-memory.ts';
import { endSession } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { deleteAccount } from '../api/delete-account.ts';

type Props = { open: boolean; onClose: () => void };

/**
 * Resolves once the home page has rendered (its route is remembered when shown), at most a few
 * seconds later: the route changes in a transition, after its screen's code has loaded.
 */
function homeShown(): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (getRememberedRoutes().current === '/home' || Date.now() - started > 5000) resolve();
      else window.setTimeout(check, 20);
    };
    check();
  });
}

/**
 * What deleting the account does, said plainly before the password confirms it (ADR 077).
 * Once done, this device forgets the session and the person lands on the home page.
 */
export default function AccountDeletionDialog({ open, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldError(texts.passwordRequired);
    setPending(true);
    setFieldError(null);
    setRefusal(null);
    try {
      await deleteAccount({ password });
      // The tokens died with the account: forgotten first, so no call sends them again; then
      // home, and only then the profile, which the profile's guard would otherwise answer with /login.
      clearTokens();
      navigate('/home', { replace: true });
      await homeShown();
      endSession();
      showSnackbar(texts.deleted, 'success');
    } catch (error) {
      const underField = error instanceof ApiError ? error.errors.password?.[0] : undefined;
      if (underField) setFieldError(underField);
      else setRefusal(error instanceof Error && error.message ? error.message : texts.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="account-deletion-title">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="account-deletion-title">{texts.title}</DialogTitle>
        <DialogContent>
          <Typography gutterBottom>{texts.intro}</Typography>
          <ul>
            {texts.goes.map((line) => (
              <li key={line}>
                <Typography>{line}</Typography>
              </li>
            ))}
          </ul>
          <Typography gutterBottom>{texts.kept}</Typography>
          <Typography gutterBottom>{texts.carer}</Typography>
          {refusal ? (
            <Alert severity="error" sx={{ my: 2 }}>
              {refusal}
            </Alert>
          ) : null}
          <PasswordInput
            name="password"
            label={texts.password}
            hint={texts.passwordHint}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError ?? undefined}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={pending}>
            {pending ? texts.deleting : texts.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
