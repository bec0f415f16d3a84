import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SurveyQuestion } from '../api/get-survey.ts';
import { loadChoiceAutocomplete } from './choice-autocomplete-loader.tsx';
import { QuestionField } from './question-field.tsx';
import { questionsOfEveryType } from './survey-fixtures.ts';
import type { AnswerFieldValue } from './survey-form-values.ts';

function Harness({
  question,
  initial,
  error,
}: {
  question: SurveyQuestion;
  initial: AnswerFieldValue;
  error?: string;
}) {
  const [value, setValue] = useState<AnswerFieldValue>(initial);
  return (
    <>
      <QuestionField question={question} value={value} onChange={setValue} error={error} name={`q${question.id}`} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const questionOf = (type: SurveyQuestion['type']) => questionsOfEveryType.find((question) => question.type === type)!;
const isList = (type: SurveyQuestion['type']) => type === 'multiple_select' || type === 'checkbox';

function renderField(type: SurveyQuestion['type'], error?: string, initial?: AnswerFieldValue) {
  const question = questionOf(type);
  render(<Harness question={question} initial={initial ?? (isList(type) ? [] : '')} error={error} />);
  return { question, value: () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as AnswerFieldValue };
}

describe('QuestionField (P2-SURV-13)', { timeout: 15_000 }, () => {
  // The combobox's code loads when the person first reaches the form (ADR 095): once here,
  // so each test below sees the combobox itself rather than its stand-in.
  beforeAll(async () => {
    await loadChoiceAutocomplete();
  });

  it('P2-SURV-13 select: a native select named by the question, with the choices', () => {
    const { question, value } = renderField('select');
    const select = screen.getByRole('combobox', { name: question.label }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choisir une réponse', 'En activité', 'À la retraite']);
    fireEvent.change(select, { target: { value: 'a_la_retraite' } });
    expect(value()).toBe('a_la_retraite');
  });

  it('P2-SURV-13 P2-SURV-14 partner: a select of the partners, the value being the partner id', () => {
    const { question, value } = renderField('partner');
    const select = screen.getByRole('combobox', { name: question.label });
    expect(within(select).getByRole('option', { name: 'Comité du Rhône' })).toBeTruthy();
    fireEvent.change(select, { target: { value: '15' } });
    expect(value()).toBe('15');
  });

  it('P2-SURV-13 radio: a group named by the question, one radio per choice, a click picks one', () => {
    const { question, value } = renderField('radio');
    const group = screen.getByRole('group', { name: question.label });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['jamais', 'souvent', 'tres_souvent']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Souvent' }));
    expect(value()).toBe('souvent');
  });

  it('P2-SURV-13 checkbox: a group named by the question, one box per choice, several can be ticked', () => {
    const { question, value } = renderField('checkbox');
    const group = screen.getByRole('group', { name: question.label });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Jamais' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Très souvent' }));
    expect(value()).toEqual(['jamais', 'tres_souvent']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Jamais' }));
    expect(value()).toEqual(['tres_souvent']);
  });

  it.each(['autocomplete', 'combobox', 'multiple_select'] as const)(
    'P2-SURV-13 %s: a combobox named by the question',
    (type) => {
      const { question } = renderField(type);
      const input = screen.getByRole('combobox', { name: question.label });
      expect(input.tagName).toBe('INPUT');
    },
  );

  it('P2-SURV-13 autocomplete: typing filters the choices, a choice gives its value', () => {
    const { question, value } = renderField('autocomplete');
    const input = screen.getByRole('combobox', { name: question.label });
    fireEvent.change(input, { target: { value: 'lym' } });
    fireEvent.click(screen.getByRole('option', { name: 'Lymphome' }));
    expect(value()).toBe('lymphome');
  });

  it('P2-SURV-13 combobox: free text is kept as typed', () => {
    const { question, value } = renderField('combobox');
    fireEvent.change(screen.getByRole('combobox', { name: question.label }), { target: { value: 'Boulangère' } });
    expect(value()).toBe('Boulangère');
  });

  it('P2-SURV-13 multiple_select: several choices, each shown once chosen', () => {
    const { question, value } = renderField('multiple_select');
    const input = screen.getByRole('combobox', { name: question.label });
    fireEvent.mouseDown(input);
    fireEvent.click(screen.getByRole('option', { name: 'Chirurgie' }));
    fireEvent.click(screen.getByRole('option', { name: 'Radiothérapie' }));
    expect(value()).toEqual(['chirurgie', 'radiotherapie']);
  });

  it('P2-SURV-13 date: a group named by the question with day, month and year selects', () => {
    const { question, value } = renderField('date');
    const group = screen.getByRole('group', { name: question.label });
    fireEvent.change(within(group).getByRole('combobox', { name: 'Jour' }), { target: { value: '05' } });
    fireEvent.change(within(group).getByRole('combobox', { name: 'Mois' }), { target: { value: '03' } });
    fireEvent.change(within(group).getByRole('combobox', { name: 'Année' }), { target: { value: '2022' } });
    expect(value()).toBe('2022-03-05');
  });

  it('P2-SURV-13 string and textarea: text fields named by the question, the second on several lines', () => {
    renderField('string');
    renderField('textarea');
    const line = screen.getByRole('textbox', { name: questionOf('string').label });
    const area = screen.getByRole('textbox', { name: questionOf('textarea').label });
    expect(line.tagName).toBe('INPUT');
    expect(area.tagName).toBe('TEXTAREA');
  });

  it.each(['select', 'partner', 'autocomplete', 'combobox', 'multiple_select', 'string', 'textarea'] as const)(
    'P2-SURV-15 %s: the message is tied to the field and marks it invalid',
    (type) => {
      const { question } = renderField(type, 'Champ requis');
      const field = screen.getByRole(type === 'string' || type === 'textarea' ? 'textbox' : 'combobox', {
        name: question.label,
      });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Champ requis');
    },
  );

  it.each(['radio', 'checkbox'] as const)('P2-SURV-15 %s: the message is tied to every box of the group', (type) => {
    const { question } = renderField(type, 'Champ requis');
    const boxes = within(screen.getByRole('group', { name: question.label })).getAllByRole(type);
    for (const box of boxes) {
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Champ requis');
    }
  });

  it('marks required questions as required for assistive technologies', () => {
    renderField('select');
    expect(screen.getByRole('combobox', { name: questionOf('select').label }).hasAttribute('required')).toBe(true);
  });
});
