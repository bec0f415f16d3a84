import type { FieldFormProps } from './field-form-props.ts';
import { TextInput } from './text-input.tsx';

export type DayFieldProps = FieldFormProps & {
  label: string;
  /** 'YYYY-MM-DD', or '' before a day is chosen. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
};

/**
 * A form's day, on the browser's own date picker; the label stays above the jj/mm/aaaa mask.
 * Drawn with the light TextInput: MUI's TextField would bring its select's menu and modal.
 */
export function DayField({ min, onChange, ...field }: DayFieldProps) {
  return <TextInput type="date" {...field} onChange={(event) => onChange(event.target.value)} inputProps={{ min }} />;
}
