import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CaptchaField, type CaptchaHandle } from './captcha-field.tsx';
import { loadAltcha } from './load-altcha.ts';

vi.mock('./load-altcha.ts', () => ({ loadAltcha: vi.fn(async () => undefined) }));

function widget() {
  const element = document.querySelector('altcha-widget');
  if (!element) throw new Error('no altcha-widget');
  return element as HTMLElement & { reset?: () => void };
}

function emit(state: string, payload: string | null = null) {
  act(() => {
    widget().dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

describe('CaptchaField', () => {
  it('renders the ALTCHA widget with the API challenge, the captcha field name and French', () => {
    render(<CaptchaField onChange={vi.fn()} />);
    expect(widget().getAttribute('challenge')).toBe('/api/captcha/challenge');
    expect(widget().getAttribute('name')).toBe('captcha');
    expect(widget().getAttribute('language')).toBe('fr-fr');
    expect(screen.getByRole('status').textContent).toContain('Chargement de la vérification');
  });

  it('P1-PWD-20 P1-PWD-21 reports the payload once verified, and nothing again on expiry or error', () => {
    const onChange = vi.fn();
    const onStateChange = vi.fn();
    render(<CaptchaField onChange={onChange} onStateChange={onStateChange} />);
    emit('verified', 'PAYLOAD');
    expect(onChange).toHaveBeenLastCalledWith('PAYLOAD');
    expect(onStateChange).toHaveBeenLastCalledWith('verified');
    expect(screen.queryByRole('status')).toBeNull();
    emit('expired');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(onStateChange).toHaveBeenLastCalledWith('expired');
    emit('error');
    expect(onStateChange).toHaveBeenLastCalledWith('error');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('resets the widget on demand (a payload is accepted once)', () => {
    const ref = createRef<CaptchaHandle>();
    render(<CaptchaField ref={ref} onChange={vi.fn()} />);
    const reset = vi.fn();
    widget().reset = reset;
    ref.current?.reset();
    expect(reset).toHaveBeenCalledOnce();
  });

  it('says so when the widget cannot be loaded, and shows the server message', async () => {
    vi.mocked(loadAltcha).mockRejectedValueOnce(new Error('offline'));
    const onStateChange = vi.fn();
    render(
      <CaptchaField
        onChange={vi.fn()}
        onStateChange={onStateChange}
        error="La vérification anti-robot a échoué, veuillez réessayer."
      />,
    );
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'La vérification anti-robot n’a pas pu être chargée. Vérifiez votre connexion puis rechargez la page.',
      'La vérification anti-robot a échoué, veuillez réessayer.',
    ]);
    expect(onStateChange).toHaveBeenCalledWith('error');
  });

  // Last: the element stays defined for the rest of the file.
  it('stops saying it is loading once the widget is ready, even if the widget did not announce it', async () => {
    customElements.define(
      'altcha-widget',
      class extends HTMLElement {
        getState() {
          return 'unverified';
        }
      },
    );
    const onStateChange = vi.fn();
    render(<CaptchaField onChange={vi.fn()} onStateChange={onStateChange} />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(onStateChange).toHaveBeenLastCalledWith('unverified');
  });
});
