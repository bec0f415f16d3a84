import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyCheck } from '../../lib/lazy-check.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { CheckboxField } from '../ui/checkbox-field.tsx';
import { CityField } from '../ui/city-field.tsx';
import { DateInput } from '../ui/date-input.tsx';
import { PhoneField } from '../ui/phone-field.tsx';
import { RadioGroupField } from '../ui/radio-group-field.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { TextInput } from '../ui/text-input.tsx';

// The components/ui fields as the forms use them: spread with a checked form's `field(path)`.

const schema = z.object({
  lastname: z.string().min(1, 'Champ requis'),
  birthdate: z.string().min(1, 'Champ requis'),
  phone: z.string().min(1, 'Champ requis'),
  accepted: z.literal(true, { error: 'Champ requis' }),
});
type Values = { lastname: string; birthdate: string; phone: string; accepted: boolean };
const validation = lazyCheck<Values, typeof schema>(async () => schema);

function Harness({ onSubmit, onBirthdateBlur }: { onSubmit: (values: Values) => void; onBirthdateBlur?: () => void }) {
  const form = useCheckedForm({
    initial: { lastname: '', birthdate: '', phone: '', accepted: false },
    validation,
    onValid: async (values) => onSubmit(values),
  });
  return (
    <form noValidate onSubmit={(event: FormEvent) => void form.submit(event)}>
      <TextInput {...form.field('lastname')} label="Nom" />
      <DateInput {...form.field('birthdate', { onBlur: onBirthdateBlur })} label="Date de naissance" />
      <PhoneField {...form.field('phone')} label="Téléphone" />
      <CheckboxField {...form.checkbox('accepted')} label="J'accepte" />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('the fields of a checked form', () => {
  it('shows each field’s French message under it, tied to it for screen readers', async () => {
    render(<Harness onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(4));
    for (const name of ['Nom', 'Téléphone', "J'accepte"]) {
      const input = screen.getByRole(name === "J'accepte" ? 'checkbox' : 'textbox', { name: new RegExp(name) });
      const describedBy = input.getAttribute('aria-describedby');
      expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Champ requis');
    }
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Nom/ }));
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

const radioSchema = z.object({ reason: z.enum(['ligue', 'other'], { error: 'Champ requis' }) });
const radioValidation = lazyCheck<{ reason: string }, typeof radioSchema>(async () => radioSchema);

function RadioHarness({ onValueChange }: { onValueChange: (value: string) => void }) {
  const form = useCheckedForm({ initial: { reason: '' }, validation: radioValidation, onValid: async () => undefined });
  return (
    <form noValidate onSubmit={(event: FormEvent) => void form.submit(event)}>
      <RadioGroupField
        {...form.field('reason')}
        legend="Qui vous oriente ?"
        required
        options={[
          { value: 'ligue', label: 'La Ligue' },
          { value: 'other', label: 'Autre' },
        ]}
        onChange={(next) => {
          form.setValue('reason', next);
          onValueChange(next);
        }}
      />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('a checked radio group', () => {
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
    await waitFor(() => expect(screen.queryByText('Champ requis')).toBeNull());
  });
});

const selectSchema = z.object({ kind: z.string().min(1, 'Champ requis') });
const selectValidation = lazyCheck<{ kind: string }, typeof selectSchema>(async () => selectSchema);

function SelectHarness() {
  const form = useCheckedForm({ initial: { kind: '' }, validation: selectValidation, onValid: async () => undefined });
  const options = [
    { value: '', label: '—', disabled: true },
    { value: 'a', label: 'Premier' },
  ];
  return (
    <form noValidate onSubmit={(event: FormEvent) => void form.submit(event)}>
      <SelectField {...form.field('kind')} label="Genre" required options={options} />
      <button type="submit">Valider</button>
    </form>
  );
}

describe('a checked select', () => {
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

function CityHarness() {
  const form = useCheckedForm({
    initial: { city: '' },
    validation: lazyCheck<{ city: string }, typeof selectSchema>(async () => selectSchema),
    onValid: async () => undefined,
  });
  return <CityField {...form.field('city')} zip="" />;
}

describe('a checked city field', () => {
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
