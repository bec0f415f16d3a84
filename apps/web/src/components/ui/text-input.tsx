import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type Ref } from 'react';

type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef'> & {
  label: string;
  /** The field's message ('Champ requis', 'Format invalide'), shown under it and announced with it. */
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled text field with its message underneath: what MUI's TextField does for text,
 * without its select machinery, so the forms on the first pages stay light. For a choice
 * list use MUI's Select or TextField where it is needed.
 */
export function TextInput({ label, error, hint, id, required, fullWidth = true, inputRef, ...inputProps }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-aide`;
  const helper = error ?? hint;
  return (
    <FormControl variant="outlined" error={Boolean(error)} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={inputId}
        label={label}
        inputRef={inputRef}
        aria-describedby={helper ? helperId : undefined}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}
