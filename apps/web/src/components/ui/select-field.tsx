import TextField from '@mui/material/TextField';
import { textFieldHelper } from './field-helper-text.tsx';
import type { FieldFormProps } from './field-form-props.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldFormProps<HTMLSelectElement> & {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  fullWidth?: boolean;
};

/** A form's native select with its message line: keyboard and screen readers get the browser's own list. */
export function SelectField({ label, value, options, onChange, onBlur, name, error, required, inputRef, reserveHelperLine, fullWidth }: SelectFieldProps) {
  const line = textFieldHelper(error, reserveHelperLine);
  return (
    <TextField
      select
      label={label}
      required={required}
      fullWidth={fullWidth}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={line.helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: line.htmlInput }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
