import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SurveyAdmin } from '@plateforme/shared/surveys/admin.schemas';
import { jsonResponse, mockApi } from '../../../../test/mock-api.ts';
import { adminProfile } from '../../../../test/profiles.ts';
import { renderRoute } from '../../../../test/render-route.tsx';

const survey: SurveyAdmin = {
  id: 4,
  ref: 'satisfaction',
  title: 'Questionnaire de satisfaction',
  description: '',
  current_version: 1,
  questions_count: 2,
  sessions_count: 3,
  questions: [
    {
      id: 10,
      position: 1,
      label: 'Êtes-vous satisfait(e) ?',
      type: 'radio',
      is_required: true,
      choices: [
        { value: 'oui', label: 'Oui' },
        { value: 'non', label: 'Non' },
      ],
      partner_support_type: null,
    },
    {
      id: 11,
      position: 2,
      label: 'Vos remarques',
      type: 'textarea',
      is_required: false,
      choices: [],
      partner_support_type: null,
    },
  ],
  versions: [
    { version: 1, published_at: '2026-01-05T10:00:00.000Z', published_by: null, questions_count: 2, sessions_count: 3 },
  ],
};

describe('/admin/surveys/:id', { timeout: 30_000 }, () => {
  it('sends the reordered list with a new choice after the confirmation, and shows the new version', async () => {
    const calls = mockApi({
      'GET /api/admin/surveys/4': () => jsonResponse(200, { data: survey }),
      'PUT /api/admin/surveys/4': () =>
        jsonResponse(200, {
          data: {
            ...survey,
            current_version: 2,
            versions: [{ ...survey.versions[0]!, version: 2, sessions_count: 0 }, survey.versions[0]],
          },
        }),
    });
    renderRoute('/admin/surveys/4', adminProfile);
    await screen.findByRole('group', { name: 'Question 1' }, { timeout: 10_000 });

    const first = screen.getByRole('group', { name: 'Question 1' });
    fireEvent.click(within(first).getByRole('button', { name: 'Ajouter une proposition' }));
    fireEvent.change(within(first).getByLabelText(/^Libellé 3/), { target: { value: 'Sans avis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descendre la question 1' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Question déplacée en position 2'));

    fireEvent.click(screen.getByRole('button', { name: 'Publier une nouvelle version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publier une nouvelle version ?' });
    expect(within(dialog).getByText(/gardent les questions de leur version/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publier' }));

    expect(await screen.findByText('Version en cours : 2')).toBeTruthy();
    expect(screen.getAllByText('Version 2 publiée').length).toBeGreaterThan(0);
    const sent = calls.find((call) => call.method === 'PUT')?.body as {
      questions: { id?: number; label: string; choices: { value: string; label: string }[] }[];
    };
    expect(sent.questions.map((question) => question.label)).toEqual(['Vos remarques', 'Êtes-vous satisfait(e) ?']);
    // Each question names the current one it continues, so members' answers carry over.
    expect(sent.questions.map((question) => question.id)).toEqual([11, 10]);
    expect(sent.questions[1]!.choices).toEqual([
      { value: 'oui', label: 'Oui' },
      { value: 'non', label: 'Non' },
      { value: 'sans_avis', label: 'Sans avis' },
    ]);
  });

  it('refuses a choice question without choices under the question, before any call', async () => {
    const calls = mockApi({ 'GET /api/admin/surveys/4': () => jsonResponse(200, { data: survey }) });
    renderRoute('/admin/surveys/4', adminProfile);
    const first = await screen.findByRole('group', { name: 'Question 1' }, { timeout: 10_000 });
    fireEvent.click(within(first).getByRole('button', { name: 'Retirer la proposition 2' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Retirer la proposition 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publier une nouvelle version' }));
    expect(await within(first).findByText('Ajoutez au moins une proposition')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

describe('/admin/surveys/:id refusals', { timeout: 30_000 }, () => {
  it('places the server’s message under its field and says when nothing changed', async () => {
    let answer = jsonResponse(422, {
      code: 'validation_failed',
      message: 'Données invalides',
      errors: { 'questions.1.label': ['500 caractères au plus'] },
    });
    mockApi({
      'GET /api/admin/surveys/4': () => jsonResponse(200, { data: survey }),
      'PUT /api/admin/surveys/4': () => answer,
    });
    renderRoute('/admin/surveys/4', adminProfile);
    const publish = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Publier une nouvelle version' }, { timeout: 10_000 }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publier' }));
    };
    await publish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const second = await screen.findByRole('group', { name: 'Question 2' });
    expect(await within(second).findByText('500 caractères au plus')).toBeTruthy();

    answer = jsonResponse(409, {
      code: 'conflict',
      message: 'Aucune modification : la version en cours reste la même.',
    });
    await publish();
    expect(await screen.findByText('Aucune modification : la version en cours reste la même.')).toBeTruthy();
  });
});
