import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConsentCheckbox } from '../ui/consent-checkbox.tsx';
import { useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A ConsentCheckbox bound to a react-hook-form form by `control` and `name`. */
export function FormConsentCheckbox<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof ConsentCheckbox>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <ConsentCheckbox {...props} {...field} checked={Boolean(value)} />;
}
