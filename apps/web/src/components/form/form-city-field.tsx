import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CityField } from '../ui/city-field.tsx';
import { asText, useBoundField, type BoundProps, type BoundSlot } from './use-bound-field.ts';

/** A CityField bound to a react-hook-form form by `control` and `name`. */
export function FormCityField<Values extends FieldValues>({
  control,
  name,
  onBlur,
  ...props
}: BoundProps<Values> & Omit<ComponentProps<typeof CityField>, BoundSlot>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <CityField {...props} {...field} value={asText(value)} />;
}
