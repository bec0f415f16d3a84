import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentForm, type PaymentFormProps } from './payment-form.tsx';
import type { PaymentChoices } from './payment-rules.ts';

const redirectNote = 'Vous allez être redirigé(e) vers la page de paiement sécurisée de notre banque.';
const termsHint = 'Vous devez accepter les conditions ci-dessus avant de pouvoir continuer.';

const subscribing: PaymentChoices = {
  subscription: true,
  donation: false,
  donationText: '30',
  certified: false,
  terms: { access: false, secret: false, discreet: false, screenshots: false },
};
const donating: PaymentChoices = { ...subscribing, subscription: false, donation: true };

function renderForm(props: Partial<PaymentFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <PaymentForm initialChoices={subscribing} subscriptionCents={2000} isPro={false} onSubmit={onSubmit} {...props} />,
  );
  return {
    onSubmit,
    button: () => screen.getByRole('button', { name: /^(Payer|Enregistrer mon adhésion)/ }) as HTMLButtonElement,
  };
}

function tickAll() {
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
}

describe('payment form button', () => {
  it('P1-PAY-11 P1-PAY-20 names the amount, says the bank page comes next and keeps the terms hint', () => {
    const { button, onSubmit } = renderForm();
    expect(button().textContent).toMatch(/^Payer 20,00\s€$/);
    expect(screen.getByText(redirectNote)).toBeTruthy();
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-describedby')).toBe(screen.getByText(termsHint).id);

    tickAll();
    expect(button().disabled).toBe(false);
    expect(screen.queryByText(termsHint)).toBeNull();
    expect(button().getAttribute('aria-describedby')).toBe(screen.getByText(redirectNote).id);
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('P1-PAY-20 the disabled button shows the terms tooltip when the pointer reaches it', async () => {
    const { button } = renderForm();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button().parentElement!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(termsHint);
  });

  it('P1-PAY-08 the amount is the total of the subscription and the donation', () => {
    const { button } = renderForm({ initialChoices: { ...subscribing, donation: true } });
    expect(button().textContent).toMatch(/^Payer 50,00\s€$/);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Montant du don (€)' }), { target: { value: '12.5' } });
    expect(button().textContent).toMatch(/^Payer 32,50\s€$/);
  });

  it('P1-PAY-19 a free adhesion alone is « Enregistrer mon adhésion », with no bank page announced', () => {
    const { button } = renderForm({ subscriptionCents: 0, freeSubscription: true, hideDonation: true });
    expect(button().textContent).toBe('Enregistrer mon adhésion');
    expect(screen.queryByText(redirectNote)).toBeNull();
    tickAll();
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-describedby')).toBeNull();
  });

  it('P1-PAY-19 a free adhesion with a donation pays the donation by card', () => {
    const { button } = renderForm({
      subscriptionCents: 0,
      freeSubscription: true,
      initialChoices: { ...subscribing, donation: true, donationText: '10' },
    });
    expect(button().textContent).toMatch(/^Payer 10,00\s€$/);
    expect(screen.getByText(redirectNote)).toBeTruthy();
  });

  it('P1-PAY-07 a donation of 0 leaves « Payer » disabled, with nothing announced', () => {
    const { button } = renderForm({ initialChoices: { ...donating, donationText: '0' } });
    expect(button().textContent).toBe('Payer');
    expect(button().disabled).toBe(true);
    expect(screen.queryByText(redirectNote)).toBeNull();
  });
});
