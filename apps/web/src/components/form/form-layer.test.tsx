import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { formResolver } from '../../lib/zod-resolver.ts';
import { TextInput } from '../ui/text-input.tsx';
import { FormCheckbox } from './form-checkbox.tsx';
import { FormCityField } from './form-city-field.tsx';
import { FormDateInput } from './form-date-input.tsx';
import { FormPhoneField } from './form-phone-field.tsx';
import { FormRadioGroup } from './form-radio-group.tsx';
import { FormSelect } from './form-select.tsx';
import { textInputProps } from './text-input-props.ts';

const schema = z.object({
  lastname: z.string().min(1, 'Champ requis'),
  birthdate: z.string().min(1, 'Champ requis'),
  phone: z.string().min(1, 'Champ requis'),
  accepted: z.literal(true, { error: 'Champ requis' }),
});
type Values = z.input<typeof schema>;

function Harness({ onSubmit, onBirthdateBlur }: { onSubmit: (values: Values) => void; onBirthdateBlur?: () => void }) {
  const { control, register, handleSubmit, formState } = useForm<Values>({
    resolver: formResolver(schema),
    defaultValues: { lastname: '', birthdate: '', phone: '', accepted: false as unknown as true },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextInput {...textInputProps(register, formState.errors, 'lastname')} label="Nom" />
      <FormDateInput control={control} name="birthdate" label="Date de naissance" onBlur={onBirthdateBlur} />
      <FormPhoneField control={control} name="phone" label="Téléphone" />
      <FormCheckbox control={control} name="accepted" label="J'accepte" />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('the form layer (components/form)', () => {
  it('shows each field’s French message under it, tied to it for screen readers', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(4));
    for (const name of ['Nom', 'Téléphone', "J'accepte"]) {
      const input = screen.getByRole(name === "J'accepte" ? 'checkbox' : 'textbox', { name: new RegExp(name) });
      const describedBy = input.getAttribute('aria-describedby');
      expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Champ requis');
    }
  });

  it('keeps each field’s message line while there is no message, blank and described by nothing', async () => {
    const { container } = render(<Harness onSubmit={vi.fn()} />);
    const lines = [...container.querySelectorAll('.MuiFormHelperText-root')];
    // Name, date, phone, box: a message appearing on blur moves nothing below the field.
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(line.getAttribute('aria-hidden')).toBe('true');
      expect(line.textContent?.replace('\u200b', '').trim()).toBe('');
    }
    const inputs = [
      screen.getByRole('textbox', { name: /Nom/ }),
      screen.getByRole('combobox', { name: 'Jour' }),
      screen.getByRole('textbox', { name: /Téléphone/ }),
      screen.getByRole('checkbox', { name: /J'accepte/ }),
    ];
    for (const input of inputs) expect(input.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(4));
    expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(4);
  });

  it('gives the form what the fields hold: typed text, a formatted phone, a date, a ticked box', async () => {
    const onSubmit = vi.fn();
    const onBirthdateBlur = vi.fn();
    render(<Harness onSubmit={onSubmit} onBirthdateBlur={onBirthdateBlur} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Nom/ }), { target: { value: 'Durand' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Téléphone/ }), { target: { value: '0612345678' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Jour' }), { target: { value: '05' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mois' }), { target: { value: '03' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Année' }), { target: { value: '1980' } });
    fireEvent.blur(screen.getByRole('combobox', { name: 'Année' }));
    expect(onBirthdateBlur).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: /J'accepte/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      lastname: 'Durand',
      birthdate: '1980-03-05',
      phone: '06 12 34 56 78',
      accepted: true,
    });
  });
});

function RadioHarness({ onValueChange }: { onValueChange: (value: string) => void }) {
  const radioSchema = z.object({ reason: z.enum(['ligue', 'other'], { error: 'Champ requis' }) });
  const { control, handleSubmit } = useForm({ resolver: formResolver(radioSchema) });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormRadioGroup
        control={control}
        name="reason"
        legend="Qui vous oriente ?"
        required
        options={[
          { value: 'ligue', label: 'La Ligue' },
          { value: 'other', label: 'Autre' },
        ]}
        onValueChange={onValueChange}
      />
      <button type="submit">Valider</button>
    </form>
  );
}

function CityHarness() {
  const { control } = useForm({ defaultValues: { city: '' } });
  return <FormCityField control={control} name="city" zip="" />;
}

describe('FormCityField', () => {
  it('keeps its message line too, without describing the field by it', () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <CityHarness />
      </QueryClientProvider>,
    );
    expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Ville' }).getAttribute('aria-describedby')).toBeNull();
  });
});

describe('FormRadioGroup', () => {
  it('is a group named by its legend, says what is missing, and tells the screen of a new choice', async () => {
    const onValueChange = vi.fn();
    render(<RadioHarness onValueChange={onValueChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Qui vous oriente ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getByText('Champ requis')).toBeTruthy());
    const first = screen.getByRole('radio', { name: 'La Ligue' });
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('Champ requis');
    fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
    expect(onValueChange).toHaveBeenCalledWith('other');
  });
});

function SelectHarness() {
  const selectSchema = z.object({ kind: z.string().min(1, 'Champ requis') });
  const { control, handleSubmit } = useForm({ resolver: formResolver(selectSchema), defaultValues: { kind: '' } });
  const options = [
    { value: '', label: '—', disabled: true },
    { value: 'a', label: 'Premier' },
  ];
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <FormSelect control={control} name="kind" label="Genre" required options={options} />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('FormSelect', () => {
  it('keeps its message line while blank, then ties the message to the select', async () => {
    const { container } = render(<SelectHarness />);
    const select = screen.getByRole('combobox', { name: /Genre/ });
    expect(container.querySelectorAll('.MuiFormHelperText-root')).toHaveLength(1);
    expect(select.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getByText('Champ requis')).toBeTruthy());
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Champ requis');
  });
});
