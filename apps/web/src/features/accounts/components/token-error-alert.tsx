import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

type TokenErrorAlertProps = {
  message: string;
  /** Where a new link can be asked for. */
  retryTo?: string;
  retryLabel?: string;
};

/** The link's token was refused (expired, used): said at the top of the form, with what to do. */
export function TokenErrorAlert({ message, retryTo, retryLabel }: TokenErrorAlertProps) {
  return (
    <Alert severity="error" variant="outlined" role="alert">
      {message}
      {retryTo && retryLabel ? (
        <>
          {' '}
          <Link component={RouterLink} to={retryTo}>
            {retryLabel}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
