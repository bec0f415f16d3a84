import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldHelperText, helperDescribedBy } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';

type CheckboxFieldProps = FieldFormProps & {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled checkbox with its message tied to it (aria-describedby), for a form's consents. */
export function CheckboxField({
  label,
  checked,
  onChange,
  onBlur,
  name,
  error,
  required,
  inputRef,
  reserveHelperLine,
}: CheckboxFieldProps) {
  const helperId = `${useId()}-aide`;
  return (
    <FormControl error={Boolean(error)} required={required}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            name={name}
            slotProps={{
              input: {
                ref: inputRef,
                required,
                'aria-invalid': Boolean(error),
                'aria-describedby': helperDescribedBy(helperId, error),
              } as InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
            }}
          />
        }
      />
      <FieldHelperText id={helperId} text={error} reserved={reserveHelperLine} />
    </FormControl>
  );
}
