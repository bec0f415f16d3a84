import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import {
  ajaWithoutMembership,
  answerWorkshops,
  carer,
  openQuestionnaires,
  workshopLinks,
  young,
} from './aja-home-fixtures.ts';

describe('/aja: the questionnaires', () => {
  it('P1-HOME-17 P1-HOME-18 P2-SURV-05 P2-SURV-06 a premium AJA member in the AJA theme opens Questionnaires by keyboard: profile, satisfaction, cognitive', async () => {
    answerWorkshops();
    renderRoute('/aja', { ...young, cog_alert: 1 });
    await screen.findByRole('heading', { level: 1 });
    const items = await openQuestionnaires();
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Questionnaire de profil', '/profile_survey'],
      ['Questionnaire de satisfaction', '/satisfaction_survey'],
      ['Questionnaire cognitif (à remplir)', '/cog_survey'],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('P1-HOME-18 in the dark theme the cognitive questionnaire is not offered', async () => {
    window.localStorage.setItem('plateforme.theme', 'dark');
    answerWorkshops();
    renderRoute('/aja', young);
    await screen.findByRole('heading', { level: 1 });
    const items = await openQuestionnaires();
    expect(items.map((item) => item.textContent)).toEqual(['Questionnaire de profil', 'Questionnaire de satisfaction']);
  });

  it('an AJA carer gets the same menu (ADR 010: no cognitive alert, the entry stays)', async () => {
    answerWorkshops();
    renderRoute('/aja', carer);
    await screen.findByRole('heading', { level: 1, name: 'Bonjour Nathalie' });
    await workshopLinks();
    expect((await openQuestionnaires()).map((item) => item.textContent)).toContain('Questionnaire cognitif');
    expect(screen.queryByRole('link', { name: 'Merci de remplir le questionnaire cognitif' })).toBeNull();
  });

  it('an AJA person without membership yet gets the profile questionnaire only', async () => {
    answerWorkshops();
    renderRoute('/aja', ajaWithoutMembership);
    await screen.findByRole('heading', { level: 1 });
    expect((await openQuestionnaires()).map((item) => item.textContent)).toEqual(['Questionnaire de profil']);
  });

  it('the questionnaires the profile asks for are links at the top', async () => {
    answerWorkshops();
    renderRoute('/aja', { ...young, qr_info_alert: 1, cog_alert: 1 });
    await screen.findByRole('heading', { level: 1 });
    const main = within(screen.getByRole('main'));
    expect(
      main.getByRole('link', { name: 'Merci de remplir votre questionnaire de profil' }).getAttribute('href'),
    ).toBe('/profile_survey');
    expect(main.getByRole('link', { name: 'Merci de remplir le questionnaire cognitif' }).getAttribute('href')).toBe(
      '/cog_survey',
    );
  });
});
