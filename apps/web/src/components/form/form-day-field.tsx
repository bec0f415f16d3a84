import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { DayField } from '../ui/day-field.tsx';
import { asText, useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A DayField bound to a react-hook-form form by `control` and `name`. */
export function FormDayField<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof DayField>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <DayField {...props} {...field} value={asText(value)} />;
}
