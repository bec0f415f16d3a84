import { loginInputSchema } from '@plateforme/shared/accounts/accounts.schemas';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField } from '../components/ui/checkbox-field.tsx';
import { TextInput } from '../components/ui/text-input.tsx';
import { lazyCheck } from './lazy-check.ts';
import { useCheckedForm } from './use-checked-form.ts';

type Values = { email: string; password: string; remember: boolean };
const validation = lazyCheck<Values, typeof loginInputSchema>(async () => loginInputSchema);

function SignIn({ onValid }: { onValid: (data: unknown) => Promise<void> }) {
  const form = useCheckedForm({ initial: { email: '', password: '', remember: false }, validation, onValid });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <TextInput label="Adresse e-mail" {...form.field('email')} />
      <TextInput label="Mot de passe" {...form.field('password')} />
      <CheckboxField
        label="Se souvenir de moi"
        {...form.checkbox('remember')}
        onChange={(on) => form.setValue('remember', on)}
      />
      <button type="submit">Envoyer</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The prerendered page, typed in before the app's code runs, then taken over by React. */
async function typeThenTakeOver(onValid: (data: unknown) => Promise<void>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn onValid={onValid} />);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field('email').value = 'marie@example.fr';
  field('password').value = 'secret';
  field('remember').checked = true;
  await act(async () => {
    root = hydrateRoot(container, <SignIn onValid={onValid} />);
  });
}

describe('a prerendered form taken over by the app (ADR 016)', () => {
  it('keeps what was typed and ticked before, sends it, and shows it through later renders', async () => {
    const onValid = vi.fn(async () => undefined);
    await typeThenTakeOver(onValid);
    const email = screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
    // Leaving a field renders the form again: the typed text stays.
    fireEvent.blur(email);
    await act(async () => undefined);
    expect(email.value).toBe('marie@example.fr');
    expect((screen.getByRole('checkbox', { name: 'Se souvenir de moi' }) as HTMLInputElement).checked).toBe(true);
    // A form sent before the takeover is sent again once the app is ready (requestSubmit).
    fireEvent.submit(email.closest('form')!);
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith(
        { email: 'marie@example.fr', password: 'secret', remember: true },
        expect.anything(),
      ),
    );
    expect(screen.queryByText('Champ requis')).toBeNull();
  });

  it('starts from its own values when nothing was typed', async () => {
    const onValid = vi.fn(async () => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignIn onValid={onValid} />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <SignIn onValid={onValid} />);
    });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(2));
    expect(onValid).not.toHaveBeenCalled();
  });
});
