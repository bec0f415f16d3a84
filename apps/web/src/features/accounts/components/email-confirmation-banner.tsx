import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { emailConfirmationMessages as texts } from '@plateforme/shared/messages/accounts-confirmation';
import { errorMessages } from '@plateforme/shared/messages/common';
import { isApiError } from '../../../lib/api-error.ts';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation.ts';

type Props = { email: string; confirmed: boolean };

/** The profile's banner while the login address is not confirmed, with « Renvoyer le lien ». */
export function EmailConfirmationBanner({ email, confirmed }: Props) {
  const resend = useResendEmailConfirmation();
  if (confirmed) return null;
  const failure = resend.isError ? (isApiError(resend.error) ? resend.error.message : errorMessages.generic) : null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      component="section"
      role="region"
      aria-labelledby="email-confirmation-title"
      action={
        <Button color="inherit" size="small" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? texts.resending : texts.resend}
        </Button>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: 0 } }}
    >
      <AlertTitle id="email-confirmation-title" component="h2">
        {texts.bannerTitle}
      </AlertTitle>
      {texts.banner(email)}
      {/* Polite: the outcome of the button is read out without taking the focus. */}
      <Typography role="status" variant="body2" sx={{ mt: resend.isSuccess || failure ? 1 : 0 }}>
        {resend.isSuccess ? resend.data.message : null}
        {failure}
      </Typography>
    </Alert>
  );
}
