import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PhoneField } from '../ui/phone-field.tsx';
import { asText, useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A PhoneField bound to a react-hook-form form by `control` and `name`. */
export function FormPhoneField<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof PhoneField>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <PhoneField {...props} {...field} value={asText(value)} />;
}
