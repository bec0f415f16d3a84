import type { FieldValues } from 'react-hook-form';
import { RadioGroupField, type RadioOption } from '../ui/radio-group-field.tsx';
import { asText, useBoundField, type BoundProps } from './use-bound-field.ts';

type FormRadioGroupProps<Values extends FieldValues, Value extends string> = BoundProps<Values> & {
  legend: string;
  options: readonly RadioOption<Value>[];
  required?: boolean;
  /** Runs after the form has the new choice (e.g. clearing what depended on the old one). */
  onValueChange?: (value: Value) => void;
};

export function FormRadioGroup<Values extends FieldValues, Value extends string>({
  control,
  name,
  onBlur,
  onValueChange,
  ...props
}: FormRadioGroupProps<Values, Value>) {
  const { value, onChange, ...field } = useBoundField(control, name, onBlur);
  return (
    <RadioGroupField<Value>
      {...props}
      {...field}
      value={asText(value) as Value | ''}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}
