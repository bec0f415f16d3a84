import Typography from '@mui/material/Typography';
import { formatDate } from '@plateforme/shared/format/dates';
import { emailConfirmationMessages as texts } from '@plateforme/shared/messages/accounts-confirmation';

/** In the list: the address, and under it when it is not confirmed (words, not only a colour). */
export function EmailWithConfirmation({ email, confirmed }: { email: string; confirmed: boolean }) {
  return (
    <>
      {email}
      {confirmed ? null : (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {texts.adminUnconfirmed}
        </Typography>
      )}
    </>
  );
}

/** On the person's page: since when the address is confirmed, or that it is not. */
export function EmailConfirmationState({ confirmedAt }: { confirmedAt: string | null }) {
  return (
    <Typography>{confirmedAt ? texts.adminConfirmedOn(formatDate(confirmedAt)) : texts.adminUnconfirmed}</Typography>
  );
}
