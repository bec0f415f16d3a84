import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DateInput } from '../ui/date-input.tsx';
import { asText, useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A DateInput bound to a react-hook-form form by `control` and `name`. */
export function FormDateInput<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof DateInput>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <DateInput {...props} {...field} value={asText(value)} />;
}
