import { fieldLabels } from '@plateforme/shared/messages/common';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { TextInput } from '../ui/text-input.tsx';
import { FormCityField } from './form-city-field.tsx';
import { FormPhoneField } from './form-phone-field.tsx';
import { textInputProps } from './text-input-props.ts';

type AddressValues = { street: string; zip: string; city: string; phone: string };

/** The parts of a react-hook-form form these fields use; any form with the four fields fits. */
type AddressForm = {
  control: unknown;
  register: unknown;
  setValue: unknown;
  formState: { errors: unknown };
};

/**
 * Street, postal code, city and phone, all required (P1 §5, P2 §5): five digits of postal
 * code look the communes up; a city found by its name fills the postal code.
 */
export function AddressFields({ form }: { form: AddressForm }) {
  // Read as a form of these four fields: the caller's form holds them among others.
  const control = form.control as Control<AddressValues>;
  const register = form.register as UseFormRegister<AddressValues>;
  const setValue = form.setValue as UseFormSetValue<AddressValues>;
  const errors = form.formState.errors as FieldErrors<AddressValues>;
  const zip = useWatch({ control, name: 'zip' }) ?? '';
  const text = (name: 'street' | 'zip') => ({ ...textInputProps(register, errors, name), required: true });
  return (
    <>
      <TextInput {...text('street')} label={fieldLabels.street} autoComplete="street-address" />
      <TextInput
        {...text('zip')}
        label={fieldLabels.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        inputProps={{ maxLength: 5 }}
      />
      <FormCityField
        control={control}
        name="city"
        zip={zip}
        onZipChange={(found) => setValue('zip', found, { shouldValidate: true, shouldDirty: true })}
        required
      />
      <FormPhoneField control={control} name="phone" label={fieldLabels.phone} required />
    </>
  );
}
