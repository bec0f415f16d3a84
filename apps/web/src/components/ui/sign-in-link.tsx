import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { authMessages } from '@plateforme/shared/messages/accounts';
import { Link as RouterLink } from 'react-router';

/** « Déjà un compte ? Se connecter », under the invitations to join. */
export function SignInLink() {
  return (
    <Typography>
      Déjà un compte ?{' '}
      <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
        {authMessages.signIn}
      </Link>
    </Typography>
  );
}
