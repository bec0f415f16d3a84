import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { SurveyForm } from './survey-form.tsx';
import { questionsOfEveryType, satisfactionSurvey } from './survey-fixtures.ts';

const submitButton = () => screen.getByRole('button', { name: 'Enregistrer mes réponses' });

describe('SurveyForm', { timeout: 15_000 }, () => {
  it('P2-SURV-15 P2-SURV-16 a required question left blank says so under it, moves the focus there, and nothing is sent', async () => {
    const onSubmit = vi.fn();
    render(<SurveyForm questions={questionsOfEveryType} onSubmit={onSubmit} />);
    fireEvent.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Certaines réponses sont à compléter ou à corriger.',
    );
    // select, radio and date say 'Champ requis'; the two required lists ask for one choice.
    expect(screen.getAllByText('Champ requis')).toHaveLength(3);
    expect(screen.getAllByText('Veuillez choisir au moins une réponse')).toHaveLength(2);
    const select = screen.getByRole('combobox', { name: 'Votre situation professionnelle' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(select));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a group says it needs an answer only once the focus leaves it, not while moving between its boxes', async () => {
    render(<SurveyForm questions={questionsOfEveryType} onSubmit={vi.fn()} />);
    const [first, second] = within(
      screen.getByRole('group', { name: 'Quelles difficultés ressentez-vous ?' }),
    ).getAllByRole('checkbox');
    fireEvent.focusOut(first!, { relatedTarget: second });
    fireEvent.focusOut(second!, { relatedTarget: screen.getByRole('textbox', { name: 'Nom de votre oncologue' }) });
    expect(await screen.findByText('Veuillez choisir au moins une réponse')).toBeTruthy();
  });

  it('moving between the boxes of a group leaves it untouched', async () => {
    render(<SurveyForm questions={questionsOfEveryType} onSubmit={vi.fn()} />);
    const [first, second] = within(
      screen.getByRole('group', { name: 'Quelles difficultés ressentez-vous ?' }),
    ).getAllByRole('checkbox');
    fireEvent.focusOut(first!, { relatedTarget: second });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Veuillez choisir au moins une réponse')).toBeNull();
  });

  it('P2-SURV-09 starts from the last answers, including a partner, a list, a date and a combobox’s free text', () => {
    render(
      <SurveyForm
        questions={questionsOfEveryType}
        onSubmit={vi.fn()}
        initialResponses={[
          { id: 1, survey_session_id: 9, survey_question_id: 1, response: 'a_la_retraite' },
          { id: 2, survey_session_id: 9, survey_question_id: 4, response: 15 },
          { id: 3, survey_session_id: 9, survey_question_id: 6, response: ['souvent', 'ancien_choix'] },
          { id: 4, survey_session_id: 9, survey_question_id: 7, response: '2021-11-30' },
          { id: 5, survey_session_id: 9, survey_question_id: 9, response: 'Boulangère' },
          { id: 6, survey_session_id: 9, survey_question_id: 5, response: 'tres_souvent' },
        ]}
      />,
    );
    expect((screen.getByRole('combobox', { name: 'Votre situation professionnelle' }) as HTMLSelectElement).value).toBe(
      'a_la_retraite',
    );
    expect(
      (screen.getByRole('combobox', { name: 'Votre comité de la Ligue contre le cancer' }) as HTMLSelectElement).value,
    ).toBe('15');
    const difficulties = screen.getByRole('group', { name: 'Quelles difficultés ressentez-vous ?' });
    expect(
      within(difficulties)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, true, false]);
    expect((screen.getByRole('radio', { name: 'Très souvent' }) as HTMLInputElement).checked).toBe(true);
    const date = screen.getByRole('group', { name: 'Date du diagnostic' });
    expect((within(date).getByRole('combobox', { name: 'Année' }) as HTMLSelectElement).value).toBe('2021');
    expect((screen.getByRole('combobox', { name: 'Votre métier' }) as HTMLInputElement).value).toBe('Boulangère');
  });

  it('P2-SURV-10 sends one response per question in the wire format, blanks as null', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<SurveyForm questions={satisfactionSurvey.survey_questions} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Souvent' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Vos suggestions' }), {
      target: { value: 'Plus de séances le soir' },
    });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith([
        { survey_question_id: 40, response: 'souvent' },
        { survey_question_id: 41, response: null },
        { survey_question_id: 42, response: 'Plus de séances le soir' },
      ]),
    );
  });

  it('puts the server’s message under the question it names', async () => {
    const refusal = new ApiError(422, 'Données invalides', {
      code: 'validation_failed',
      errors: {
        'survey_responses.1.response': [
          '« Le format vous convenait-il ? » : Cette réponse ne fait pas partie des propositions',
        ],
      },
    });
    render(
      <SurveyForm questions={satisfactionSurvey.survey_questions} onSubmit={vi.fn().mockRejectedValue(refusal)} />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Jamais' }));
    fireEvent.click(submitButton());
    const select = screen.getByRole('combobox', { name: 'Le format vous convenait-il ?' });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'ne fait pas partie des propositions',
    );
  });
});
