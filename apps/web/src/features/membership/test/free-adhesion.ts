/** A Ligue member whose code was checked at registration, her free partner, and what the screen sends back. */
import { fireEvent, screen } from '@testing-library/react';
import type { Profile } from '../../../lib/profile.ts';
import { jsonResponse } from '../../../test/mock-api.ts';
import { userProfile } from '../../../test/profiles.ts';

export type RegisteredProfile = Profile & { registration_process: string };

export const ligueMember: RegisteredProfile = {
  ...userProfile,
  id: 21,
  registration_process: JSON.stringify({
    reason: 'ligue',
    aja_role: null,
    partner: { id: 3 },
    validLigueCodeRegistered: true,
    qprRegistered: true,
  }),
};
export const ligue75 = {
  id: 3,
  name: 'Ligue contre le cancer – Comité de Paris',
  price: 0,
  support_type: 'ligue',
  active: true,
};
export const freePartner = { 'GET /api/partners/3': () => jsonResponse(200, { data: ligue75 }) };
export const adhesionSaved = (body: unknown) =>
  jsonResponse(200, {
    message: 'Adhésion enregistrée !',
    data: { ref: 'ADH-FREE-1', start: '2026-01-01T00:00:00.000Z', end: '2027-01-01T00:00:00.000Z' },
    sent: body,
  });

export function tickTerms() {
  for (const box of screen.getAllByRole('checkbox')) if (!(box as HTMLInputElement).checked) fireEvent.click(box);
}
