import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentChoices } from './payment-rules.ts';
import { PaymentTerms } from './payment-terms.tsx';

const choices: PaymentChoices = {
  subscription: true,
  donation: false,
  donationText: '',
  certified: false,
  terms: { access: false, secret: false, discreet: false, screenshots: false },
};

describe('payment terms', () => {
  it('P1-LEGAL-02 links the terms of online donations and memberships and the charter, in a new tab', () => {
    render(
      <PaymentTerms
        choices={choices}
        showCertification
        onCertifiedChange={() => undefined}
        onTermChange={() => undefined}
      />,
    );
    const sales = screen.getByRole('link', {
      name: 'Conditions des dons et adhésions en ligne (ouvre un nouvel onglet)',
    });
    expect(sales.getAttribute('href')).toBe('/conditions-de-vente');
    expect(sales.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('link', { name: 'Charte de confidentialité (ouvre un nouvel onglet)' }).getAttribute('href'),
    ).toBe('/charte-de-confidentialite');
  });
});
