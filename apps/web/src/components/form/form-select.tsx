import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SelectField } from '../ui/select-field.tsx';
import { asText, useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A SelectField bound to a react-hook-form form by `control` and `name`. */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof SelectField>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <SelectField {...props} {...field} value={asText(value)} />;
}
