import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { paymentMessages } from '@plateforme/shared/messages/membership';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { TextInput } from '../../../components/ui/text-input.tsx';

type AdhesionCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The refused code's message ('Code adhérent invalide, renseignez-vous auprès de …'). */
  error?: string | null;
  /** The registration asked for the code (ligue, retreat, patientsreseau): it was typed there before. */
  askedAtRegistration: boolean;
};

/**
 * Asked on the payment screen when the partner code typed at registration is not in this
 * tab any more (another tab, another device): the person types it again here (the
 * registration is finished, its code step cannot be opened again).
 */
export function AdhesionCodeField({ value, onChange, error, askedAtRegistration }: AdhesionCodeFieldProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="info">
        {askedAtRegistration ? paymentMessages.adhesionCodeMissing : paymentMessages.adhesionCodeAsked}
      </Alert>
      <TextInput
        label={registrationMessages.partnerCode}
        name="adh_secret_code"
        required
        autoComplete="off"
        value={value}
        error={error ?? undefined}
        onChange={(event) => onChange(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
    </Stack>
  );
}

/** The partner cannot be read: the association sets it again. */
export function NoPartnerNotice() {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="warning">{paymentMessages.noPartner}</Alert>
    </Stack>
  );
}
