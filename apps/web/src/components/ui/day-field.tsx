import TextField from '@mui/material/TextField';
import { textFieldHelper } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';

export type DayFieldProps = FieldFormProps & {
  label: string;
  /** 'YYYY-MM-DD', or '' before a day is chosen. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
};

/** A form's day, on the browser's own date picker; the label stays above the jj/mm/aaaa mask. */
export function DayField({ label, value, onChange, onBlur, name, error, required, inputRef, reserveHelperLine, min }: DayFieldProps) {
  const line = textFieldHelper(error, reserveHelperLine);
  return (
    <TextField
      type="date"
      label={label}
      required={required}
      fullWidth
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={line.helperText}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...line.htmlInput, min } }}
    />
  );
}
