import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { CityField } from '../ui/city-field.tsx';
import { ConsentCheckbox } from '../ui/consent-checkbox.tsx';
import { DateInput } from '../ui/date-input.tsx';
import { PhoneField } from '../ui/phone-field.tsx';
import { RadioGroupField, type RadioOption } from '../ui/radio-group-field.tsx';
import { useBoundField, type BoundProps } from './use-bound-field.ts';

/**
 * The components/ui fields bound to a react-hook-form form by `control` and `name`: label,
 * help and French messages stay the field's; the value, events and error come from the form.
 */
/** A text field's value: what the form holds, '' before anything is chosen. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

type Bound = 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

export function FormDateInput<Values extends FieldValues>({ control, name, onBlur, ...props }: BoundProps<Values> & Omit<ComponentProps<typeof DateInput>, Bound>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <DateInput {...props} {...field} value={asText(value)} />;
}

export function FormPhoneField<Values extends FieldValues>({ control, name, onBlur, ...props }: BoundProps<Values> & Omit<ComponentProps<typeof PhoneField>, Bound>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <PhoneField {...props} {...field} value={asText(value)} />;
}

export function FormCityField<Values extends FieldValues>({ control, name, onBlur, ...props }: BoundProps<Values> & Omit<ComponentProps<typeof CityField>, Bound>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <CityField {...props} {...field} value={asText(value)} />;
}

export function FormCheckbox<Values extends FieldValues>({ control, name, onBlur, ...props }: BoundProps<Values> & Omit<ComponentProps<typeof CheckboxField>, Bound>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <CheckboxField {...props} {...field} checked={Boolean(value)} />;
}

export function FormConsentCheckbox<Values extends FieldValues>({ control, name, onBlur, ...props }: BoundProps<Values> & Omit<ComponentProps<typeof ConsentCheckbox>, Bound>) {
  const { value, ...field } = useBoundField(control, name, onBlur);
  return <ConsentCheckbox {...props} {...field} checked={Boolean(value)} />;
}

type FormRadioGroupProps<Values extends FieldValues, Value extends string> = BoundProps<Values> & {
  legend: string;
  options: readonly RadioOption<Value>[];
  required?: boolean;
  /** Runs after the form has the new choice (e.g. clearing what depended on the old one). */
  onValueChange?: (value: Value) => void;
};

export function FormRadioGroup<Values extends FieldValues, Value extends string>({ control, name, onBlur, onValueChange, ...props }: FormRadioGroupProps<Values, Value>) {
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
