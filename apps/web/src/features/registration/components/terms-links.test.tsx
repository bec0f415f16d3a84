import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermsLinks } from './terms-links.tsx';

describe('registration terms', () => {
  it('P1-LEGAL-01 links the whole terms of use and charter, each in a new tab that says so', () => {
    render(<TermsLinks />);
    const charter = screen.getByRole('link', { name: 'Charte de confidentialité (ouvre un nouvel onglet)' });
    expect(charter.getAttribute('href')).toBe('/charte-de-confidentialite');
    expect(charter.getAttribute('target')).toBe('_blank');
    const terms = screen.getByRole('link', { name: "Conditions générales d'utilisation (ouvre un nouvel onglet)" });
    expect(terms.getAttribute('href')).toBe('/conditions-d-utilisation');
    expect(terms.getAttribute('target')).toBe('_blank');
  });
});
