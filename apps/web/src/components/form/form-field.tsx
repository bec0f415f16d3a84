import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField, type BoundField, type BoundProps } from './use-bound-field.ts';

/**
 * Any other field (a feature's own, such as the partner select or a questionnaire's
 * question), bound by name: `render` gets the same props as the fields above.
 */
export function FormField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  onBlur,
  render,
}: BoundProps<Values, Name> & { render: (field: BoundField<Values, Name>) => ReactNode }) {
  return render(useBoundField(control, name, onBlur));
}
