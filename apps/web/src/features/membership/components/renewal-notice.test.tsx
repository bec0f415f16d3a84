import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { proPremiumProfile, premiumUserProfile } from '../../../test/profiles.ts';
import { RenewalNotice } from './renewal-notice.tsx';

const now = new Date('2027-05-10T08:00:00Z');
const endingOn = (end: string) => ({ ...premiumUserProfile, premium_dates: { start: '2026-06-01', end } });

function show(profile: Parameters<typeof RenewalNotice>[0]['profile']) {
  return render(
    <MemoryRouter>
      <RenewalNotice profile={profile} now={now} />
    </MemoryRouter>,
  );
}

describe('RenewalNotice (issue #38)', () => {
  it('says nothing more than 30 days before the end', () => {
    show(endingOn('2027-06-15T08:00:00Z'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('in the last 30 days, says when it ends and when renewal opens', () => {
    show(endingOn('2027-06-01T08:00:00Z'));
    const region = screen.getByRole('region', { name: 'Votre adhésion arrive à son terme' });
    expect(region.textContent).toContain('Votre adhésion prend fin le mardi 1er juin 2027.');
    expect(region.textContent).toContain('Vous pourrez la renouveler à partir du lundi 17 mai 2027.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('in the last 15 days, leads straight to the renewal: the member’s payment, the pro’s own', () => {
    show(endingOn('2027-05-20T08:00:00Z'));
    expect(screen.getByRole('link', { name: 'Renouveler mon adhésion' }).getAttribute('href')).toBe(
      '/payment/subscription',
    );
    cleanup();
    show({ ...proPremiumProfile, premium_dates: { start: '2026-06-01', end: '2027-05-20T08:00:00Z' } });
    expect(screen.getByRole('link', { name: 'Renouveler mon adhésion' }).getAttribute('href')).toBe(
      '/payment/resubscription',
    );
  });
});
