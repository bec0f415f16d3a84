import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form.tsx';

// The form's lazy check, wrapped so a test can start from a check that has loaded nothing
// yet and count the loads of the login schema (no fresh module graph needed).
const schemaLoads = vi.hoisted(() => ({ count: 0, restart: () => {} }));
vi.mock('../../../lib/lazy-check.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/lazy-check.ts')>();
  return {
    ...actual,
    lazyCheck: ((loadSchema, toInput) => {
      const counted = () => {
        schemaLoads.count += 1;
        return loadSchema();
      };
      let current = actual.lazyCheck(counted, toInput);
      schemaLoads.restart = () => {
        schemaLoads.count = 0;
        current = actual.lazyCheck(counted, toInput);
      };
      const preload = () => current.preload();
      return {
        check: (values) => current.check(values),
        preload,
        preloadHandlers: { onFocus: preload, onPointerDown: preload },
      };
    }) as typeof actual.lazyCheck,
  };
});

function renderForm() {
  const onSubmit = vi.fn();
  render(<LoginForm onSubmit={onSubmit} />);
  return {
    onSubmit,
    email: screen.getByLabelText(/E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Mot de passe/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Se connecter' }),
  };
}

describe('login form', () => {
  it('P1-LOGIN-02 P1-LOGIN-03 has an e-mail field, a password field, a remember-me checkbox and a Sign in button', () => {
    const { email, password, submit } = renderForm();
    expect(email.type).toBe('email');
    expect(password.type).toBe('password');
    expect((screen.getByRole('checkbox', { name: 'Se souvenir de moi' }) as HTMLInputElement).checked).toBe(false);
    submit.focus();
    expect(document.activeElement).toBe(submit);
  });

  it('loads its validation when the person reaches the form, not with the page', async () => {
    schemaLoads.restart();
    render(<LoginForm onSubmit={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(schemaLoads.count).toBe(0);
    fireEvent.focus(screen.getByLabelText(/E-mail/));
    expect(schemaLoads.count).toBe(1);
    fireEvent.focus(screen.getByLabelText(/^Mot de passe/));
    expect(schemaLoads.count).toBe(1);
  });

  it('posts to /login when the browser sends it alone (before the app runs), so the password never goes in the URL', () => {
    const { email } = renderForm();
    const form = email.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/login');
  });

  it('P1-LOGIN-06 P1-LOGIN-08 an empty e-mail and an empty password say "Champ requis", and nothing is sent', async () => {
    const { submit, onSubmit, email, password } = renderForm();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(2));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Champ requis');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('P1-LOGIN-08 with the e-mail filled, the password alone says "Champ requis"', async () => {
    const { submit, email } = renderForm();
    fireEvent.change(email, { target: { value: 'marie@example.fr' } });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Champ requis')).toHaveLength(1));
    expect(email.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('P1-LOGIN-07 an e-mail without the form of an address says "Format invalide"', async () => {
    const { submit, email, onSubmit } = renderForm();
    fireEvent.change(email, { target: { value: 'abc' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Format invalide')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the credentials and the remember-me choice', async () => {
    const { submit, email, password, onSubmit } = renderForm();
    fireEvent.change(email, { target: { value: 'Marie@Example.fr ' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Se souvenir de moi' }));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'marie@example.fr', password: 'secret', remember: true }),
    );
  });

  it('lets the person see the password they typed', () => {
    const { password } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password.type).toBe('text');
  });
});
