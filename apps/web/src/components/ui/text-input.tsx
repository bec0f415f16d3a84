import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type Ref } from 'react';
import { FieldHelperText, helperDescribedBy } from './field-helper-text.tsx';

type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef'> & {
  label: string;
  /** The field's message ('Champ requis', 'Format invalide'), shown under it and announced with it. */
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Keeps the message's line even when empty (a form's field: see FieldHelperText). */
  reserveHelperLine?: boolean;
};

/** Inputs the browser fills with its own mask (jj/mm/aaaa, --:--) even when empty. */
const maskedTypes = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/**
 * A labelled text field with its message underneath: what MUI's TextField does for text,
 * without its select machinery, so the forms on the first pages stay light. For a choice
 * list use MUI's Select or TextField where it is needed.
 */
export function TextInput({
  label,
  error,
  hint,
  id,
  required,
  fullWidth = true,
  inputRef,
  reserveHelperLine,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-aide`;
  const helper = error ?? hint;
  // A date or time shows its mask when empty: its label stays above it, never on it.
  const masked = typeof inputProps.type === 'string' && maskedTypes.has(inputProps.type);
  return (
    <FormControl
      variant="outlined"
      error={Boolean(error)}
      required={required}
      fullWidth={fullWidth}
      // The label follows a small input's size, as in MUI's TextField.
      size={inputProps.size}
    >
      <InputLabel htmlFor={inputId} {...(masked ? { shrink: true } : {})}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...(masked ? { notched: true } : {})}
        {...inputProps}
        id={inputId}
        label={label}
        inputRef={inputRef}
        aria-describedby={helperDescribedBy(helperId, helper)}
      />
      <FieldHelperText id={helperId} text={helper} reserved={reserveHelperLine} />
    </FormControl>
  );
}
