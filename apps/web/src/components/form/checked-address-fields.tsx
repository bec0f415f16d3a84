import { fieldLabels } from '@plateforme/shared/messages/common';
import type { CheckedField } from '../../lib/use-checked-form.ts';
import { CityField } from '../ui/city-field.tsx';
import { PhoneField } from '../ui/phone-field.tsx';
import { TextInput } from '../ui/text-input.tsx';

type AddressPath = 'street' | 'zip' | 'city' | 'phone';

/** The parts of a `useCheckedForm` form these fields use; any form with the four fields fits. */
type AddressForm = {
  values: { zip: string };
  field: (path: AddressPath) => CheckedField;
  setValue: (path: AddressPath, value: unknown) => void;
  touch: (path: AddressPath) => void;
};

/**
 * Street, postal code, city and phone, all required (P1 §5, P2 §5): five digits of postal
 * code look the communes up; a city found by its name fills the postal code.
 */
export function CheckedAddressFields({ form }: { form: AddressForm }) {
  return (
    <>
      <TextInput {...form.field('street')} label={fieldLabels.street} autoComplete="street-address" required />
      <TextInput
        {...form.field('zip')}
        label={fieldLabels.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        inputProps={{ maxLength: 5 }}
        required
      />
      <CityField
        {...form.field('city')}
        zip={form.values.zip}
        onZipChange={(found) => {
          form.setValue('zip', found);
          // Checked at once, as if typed and left: a message it had goes.
          form.touch('zip');
        }}
        required
      />
      <PhoneField {...form.field('phone')} label={fieldLabels.phone} required />
    </>
  );
}
