import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { sessionMessages } from '@plateforme/shared/messages/common';
import { Link as RouterLink } from 'react-router';

/** « Déjà un compte ? Se connecter », under the invitations to join. */
export function SignInLink() {
  return (
    <Typography>
      Déjà un compte ?{' '}
      <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
        {sessionMessages.signIn}
      </Link>
    </Typography>
  );
}
