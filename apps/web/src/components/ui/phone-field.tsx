import { formatPhone } from '@plateforme/shared/format/phone';
import type { ComponentProps } from 'react';
import { TextInput } from './text-input.tsx';

type PhoneFieldProps = Omit<ComponentProps<typeof TextInput>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A phone number that formats itself in pairs of digits as it is typed (P1 §5, P2 §5): 06 12 34 56 78. */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  return (
    <TextInput
      autoComplete="tel"
      inputMode="tel"
      {...props}
      type="tel"
      value={value}
      onChange={(event) => onChange(formatPhone(event.target.value))}
    />
  );
}
