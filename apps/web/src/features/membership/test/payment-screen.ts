import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api.ts';
import { userProfile } from '../../../test/profiles.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { settingsHandlers } from './settings-handlers.ts';

/** Opens a payment screen as `profile`, the settings answered, with `extra` API answers. */
export async function openPayment(path: string, profile = userProfile, extra = {}) {
  const calls = mockApi({ ...settingsHandlers, ...extra });
  const view = renderRoute(path, profile);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  return { ...view, calls };
}

/** The form's button: « Payer 20,00 € », « Payer » or « Enregistrer mon adhésion » (ADR 025). */
export const payButtonName = /^(Payer|Enregistrer mon adhésion)/;
export const validate = () => screen.getByRole('button', { name: payButtonName }) as HTMLButtonElement;
