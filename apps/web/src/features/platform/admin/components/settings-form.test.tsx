import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error.ts';
import { SettingsForm } from './settings-form.tsx';

const values = {
  subscription_amount: '20.00',
  pro_subscription_amount: '50.00',
  renewal_reminder_days: '30,7,0,-15',
  retention_inactive_years: '3',
  retention_mail_months: '12',
  payment_contact_mail: 'adhesions@exemple.fr',
  association_name: 'Association',
  association_address: '1 rue de Paris',
  association_object: 'Objet',
  association_status: 'Association loi 1901',
  association_registration: '',
  receipt_signatory: 'Hélène Marchand',
  receipt_signatory_role: 'Présidente',
  association_phone: '01 23 45 67 89',
  privacy_contact_mail: 'donnees@exemple.fr',
  hosting_provider: 'Hébergeur',
  oncogitiel_url: 'https://oncogitiel.exemple.fr',
  reminder_hours: '48,2',
  offer_hold_hours: '12',
  offer_stop_hours: '2',
};

const sessions = () => screen.getByRole('region', { name: 'Séances : rappels et liste d’attente' });
const reminders = () => within(sessions()).getByRole('textbox', { name: /^Délais des rappels avant chaque séance/ });
const hold = () =>
  within(sessions()).getByRole('textbox', { name: /^Durée pendant laquelle une place libérée est réservée/ });
const stop = () => within(sessions()).getByRole('textbox', { name: /^Fin des réservations avant la séance/ });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('SettingsForm: Séances : rappels et liste d’attente', { timeout: 15_000 }, () => {
  it('shows the three delays, labelled, with their help, and sends them as the reminders read them', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<SettingsForm values={values} pending={false} onSubmit={onSubmit} />);
    expect(reminders()).toHaveProperty('value', '48,2');
    expect(hold()).toHaveProperty('value', '12');
    expect(stop()).toHaveProperty('value', '2');
    expect(reminders().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(reminders().getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Heures entières séparées par des virgules, par exemple 48, 2/,
    );
    expect(document.getElementById(stop().getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Les réservations prennent fin au plus tard 2 heures avant la séance/,
    );

    fireEvent.change(reminders(), { target: { value: ' 2, 72 ,24 ' } });
    fireEvent.change(hold(), { target: { value: '24' } });
    fireEvent.change(stop(), { target: { value: '6' } });
    expect(document.getElementById(stop().getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Les réservations prennent fin au plus tard 6 heures avant la séance/,
    );
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      reminder_hours: '72,24,2',
      offer_hold_hours: '24',
      offer_stop_hours: '6',
    });
  });

  it('says under each field what is wrong, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<SettingsForm values={values} pending={false} onSubmit={onSubmit} />);
    fireEvent.change(reminders(), { target: { value: '48h, 2' } });
    fireEvent.change(hold(), { target: { value: '0' } });
    fireEvent.change(stop(), { target: { value: '1,5' } });
    save();
    expect(
      await screen.findByText('Indiquez des heures entières séparées par des virgules, par exemple 48, 2'),
    ).toBeTruthy();
    expect(screen.getByText('Indiquez un nombre entier d’heures entre 1 et 72')).toBeTruthy();
    expect(screen.getByText('Indiquez un nombre entier d’heures entre 1 et 48')).toBeTruthy();
    for (const input of [reminders(), hold(), stop()]) expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(hold().getAttribute('aria-describedby')!);
    expect(describedBy?.textContent).toBe('Indiquez un nombre entier d’heures entre 1 et 72');
    await waitFor(() => expect(document.activeElement).toBe(reminders()));

    fireEvent.change(reminders(), { target: { value: '48, 2, 48' } });
    fireEvent.blur(reminders());
    expect(await screen.findByText('Chaque délai ne peut figurer qu’une fois')).toBeTruthy();
    fireEvent.change(reminders(), { target: { value: '96, 48, 24, 6, 2' } });
    fireEvent.blur(reminders());
    expect(await screen.findByText('4 délais au maximum')).toBeTruthy();
    fireEvent.change(reminders(), { target: { value: '0' } });
    fireEvent.blur(reminders());
    expect(await screen.findByText('Chaque délai doit être compris entre 1 et 8760 heures')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the server’s message under its field', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(422, 'Certaines valeurs sont invalides', {
        code: 'VALIDATION',
        message: 'Certaines valeurs sont invalides',
        errors: { offer_stop_hours: ['Indiquez un nombre entier d’heures entre 1 et 48'] },
      }),
    );
    render(<SettingsForm values={values} pending={false} onSubmit={onSubmit} />);
    save();
    expect(await screen.findByText('Indiquez un nombre entier d’heures entre 1 et 48')).toBeTruthy();
    expect(stop().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(stop()));
  });
});
