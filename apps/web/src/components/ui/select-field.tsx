import TextField from '@mui/material/TextField';
import type { FieldFormProps } from './field-form-props.ts';
import { textFieldFormProps } from './text-field-form-props.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldFormProps<HTMLSelectElement> & {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  fullWidth?: boolean;
};

/** A form's native select with its message line: keyboard and screen readers get the browser's own list. */
export function SelectField({ options, fullWidth, ...props }: SelectFieldProps) {
  const { field, htmlInput } = textFieldFormProps(props);
  return (
    <TextField
      select
      fullWidth={fullWidth}
      {...field}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
