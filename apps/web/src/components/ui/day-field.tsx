import TextField from '@mui/material/TextField';
import type { FieldFormProps } from './field-form-props.ts';
import { textFieldFormProps } from './text-field-form-props.ts';

export type DayFieldProps = FieldFormProps & {
  label: string;
  /** 'YYYY-MM-DD', or '' before a day is chosen. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
};

/** A form's day, on the browser's own date picker; the label stays above the jj/mm/aaaa mask. */
export function DayField({ min, ...props }: DayFieldProps) {
  const { field, htmlInput } = textFieldFormProps(props);
  return (
    <TextField
      type="date"
      fullWidth
      {...field}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...htmlInput, min } }}
    />
  );
}
