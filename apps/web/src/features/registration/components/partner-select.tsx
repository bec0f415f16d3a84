import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { commonMessages } from '@plateforme/shared/messages/common';
import { registrationMessages } from '@plateforme/shared/messages/registration';
import { useEffect, useId, type Ref } from 'react';
import { FieldHelperText, helperDescribedBy } from '../../../components/ui/field-helper-text.tsx';
import { usePartners, type Partner, type PartnerSupportType } from '../api/get-partners.ts';
import { OutlinedSelect } from '../../../components/ui/outlined-select.tsx';

type PartnerSelectProps = {
  supportType: PartnerSupportType;
  label: string;
  value: number | null;
  onChange: (partner: Partner | null) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  inputRef?: Ref<HTMLSelectElement>;
  disabled?: boolean;
  /** Keeps the message's line even when empty (a form's field: see FieldHelperText). */
  reserveHelperLine?: boolean;
};

/**
 * The partners of one kind (GET /api/partners), as a native select. A single partner is
 * chosen at once (P1 §4); a failed list says so (P1 §8) with a way to try again.
 */
export function PartnerSelect({
  supportType,
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  inputRef,
  disabled,
  reserveHelperLine,
}: PartnerSelectProps) {
  const id = useId();
  const helperId = `${id}-aide`;
  const partners = usePartners(supportType);
  const list = partners.data;
  const single = list?.length === 1 ? list[0] : undefined;

  useEffect(() => {
    if (single && value !== single.id) onChange(single);
  }, [single, value, onChange]);

  if (partners.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void partners.refetch()}>
            {commonMessages.retry}
          </Button>
        }
      >
        {registrationMessages.partnersFetchFailed}
      </Alert>
    );
  }
  if (list && list.length === 0) return <Typography role="status">{registrationMessages.noPartner}</Typography>;

  return (
    <FormControl error={Boolean(error)} required fullWidth disabled={disabled || partners.isPending}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedSelect
        label={label}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(list?.find((partner) => String(partner.id) === event.target.value) ?? null)}
        onBlur={onBlur}
        inputRef={inputRef}
        selectProps={{
          id,
          name,
          'aria-describedby': helperDescribedBy(helperId, error),
          'aria-invalid': Boolean(error),
        }}
      >
        <option value="">
          {partners.isPending ? registrationMessages.loadingPartners : registrationMessages.choosePartner}
        </option>
        {(list ?? []).map((partner) => (
          <option key={partner.id} value={String(partner.id)}>
            {partner.name}
          </option>
        ))}
      </OutlinedSelect>
      <FieldHelperText id={helperId} text={error} reserved={reserveHelperLine} />
    </FormControl>
  );
}
