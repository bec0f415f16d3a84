import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A CheckboxField bound to a react-hook-form form by `control` and `name`. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof CheckboxField>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <CheckboxField {...props} {...field} checked={Boolean(value)} />;
}
