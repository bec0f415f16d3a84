import { loginInputSchema } from '@plateforme/shared/accounts/accounts.schemas';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '../components/ui/text-input.tsx';
import { ApiError } from './api-error.ts';
import { lazyCheck } from './lazy-check.ts';
import type { ServerErrorsOutcome } from './apply-server-errors.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { valueAt, withValueAt } from './value-path.ts';

type Values = { email: string; password: string };
type Sent = { email: string; password: string };
const validation = lazyCheck<Values, typeof loginInputSchema>(async () => loginInputSchema);

function LoginLike({
  onValid,
  onRefused,
}: {
  onValid: (data: Sent) => Promise<Values | void>;
  onRefused?: (outcome: ServerErrorsOutcome) => void;
}) {
  const form = useCheckedForm({ initial: { email: '', password: '' }, validation, onValid, onRefused });
  return (
    <form {...form.formProps}>
      <TextInput label="Adresse e-mail" {...form.field('email')} />
      <TextInput label="Mot de passe" {...form.field('password')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const email = () => screen.getByLabelText('Adresse e-mail');
const password = () => screen.getByLabelText('Mot de passe');

describe('a form checked by the API’s own schema', () => {
  it('P1-LOGIN-06 says what is wrong once a field is left, then as it changes', async () => {
    render(<LoginLike onValid={vi.fn()} />);
    fireEvent.change(email(), { target: { value: 'abc' } });
    await act(async () => undefined);
    expect(screen.queryByText('Format invalide')).toBeNull();
    fireEvent.blur(email());
    expect(await screen.findByText('Format invalide')).toBeTruthy();
    // The password, not yet reached, says nothing.
    expect(screen.queryByText('Champ requis')).toBeNull();
    fireEvent.change(email(), { target: { value: 'marie@example.fr' } });
    await waitFor(() => expect(screen.queryByText('Format invalide')).toBeNull());
  });

  it('P1-LOGIN-07 shows every message at a send and focuses the first field wrong in the page', async () => {
    const onValid = vi.fn();
    render(<LoginLike onValid={onValid} />);
    fireEvent.change(email(), { target: { value: 'marie@example.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the values as the schema parsed them, and starts again from what the save answers', async () => {
    const onValid = vi.fn(async () => ({ email: 'saved@example.fr', password: '' }));
    render(<LoginLike onValid={onValid} />);
    fireEvent.change(email(), { target: { value: ' Marie@Example.fr' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ email: 'marie@example.fr', password: 'secret' }, expect.anything()),
    );
    await waitFor(() => expect(email()).toHaveProperty('value', 'saved@example.fr'));
    // A new start: the emptied password says nothing until reached again.
    expect(screen.queryByText('Champ requis')).toBeNull();
  });

  it("puts a refused answer's messages under their fields, focused, and passes on the others", async () => {
    const onRefused = vi.fn();
    const refusal = new ApiError(422, 'Données invalides', {
      errors: { password: ['Mot de passe trop court'], token: ['Lien expiré'] },
    });
    render(<LoginLike onValid={() => Promise.reject(refusal)} onRefused={onRefused} />);
    fireEvent.change(email(), { target: { value: 'marie@example.fr' } });
    fireEvent.change(password(), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Mot de passe trop court')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(onRefused).toHaveBeenCalledWith({ placed: 1, others: ['Lien expiré'], message: 'Données invalides' });
    // The server's message goes once its field changes.
    fireEvent.change(password(), { target: { value: 'xy' } });
    await waitFor(() => expect(screen.queryByText('Mot de passe trop court')).toBeNull());
  });
});

function ServerJudged({ onValid }: { onValid: (data: Values) => Promise<void> }) {
  const form = useCheckedForm({ initial: { email: '', password: '' }, onValid });
  return (
    <form {...form.formProps} aria-label="Jugé par le serveur">
      <TextInput label="Adresse e-mail" {...form.field('email')} />
      <TextInput label="Mot de passe" {...form.field('password')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('the form element and a form without a schema', () => {
  it("leaves the browser's checks to the form and starts loading the schema when the form is reached", async () => {
    const load = vi.fn(async () => loginInputSchema);
    function Reached() {
      const [check] = useState(() => lazyCheck<Values, typeof loginInputSchema>(load));
      const form = useCheckedForm({ initial: { email: '', password: '' }, validation: check, onValid: vi.fn() });
      return (
        <form {...form.formProps} aria-label="Connexion">
          <TextInput label="Adresse e-mail" {...form.field('email')} />
        </form>
      );
    }
    render(<Reached />);
    const form = screen.getByRole('form', { name: 'Connexion' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(load).not.toHaveBeenCalled();
    fireEvent.focus(email());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends what was typed unchecked: the server judges, and its messages go under the fields', async () => {
    const refusal = new ApiError(422, 'Données invalides', { errors: { email: ['Champ requis'] } });
    const onValid = vi.fn(() => Promise.reject(refusal));
    render(<ServerJudged onValid={onValid} />);
    fireEvent.change(password(), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ email: '', password: 'x' }, expect.anything()));
    expect(await screen.findByText('Champ requis')).toBeTruthy();
    expect(document.activeElement).toBe(email());
  });
});

describe('value paths', () => {
  it('reads and writes nested objects and lists without touching the original', () => {
    const values = { pro_status: { start: '' }, choices: [{ label: 'a' }, { label: 'b' }] };
    const next = withValueAt(values, 'choices.1.label', 'c');
    expect(valueAt(next, 'choices.1.label')).toBe('c');
    expect(Array.isArray(next.choices)).toBe(true);
    expect(values.choices[1]?.label).toBe('b');
    expect(valueAt(withValueAt(values, 'pro_status.start', '2026-12-01'), 'pro_status.start')).toBe('2026-12-01');
    expect(valueAt(values, 'nowhere.deep')).toBeUndefined();
  });
});
