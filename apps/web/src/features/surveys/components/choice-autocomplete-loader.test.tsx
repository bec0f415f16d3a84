import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionField } from './question-field.tsx';
import { questionsOfEveryType } from './survey-fixtures.ts';
import type { AnswerFieldValue } from './survey-form-values.ts';

const question = questionsOfEveryType.find((item) => item.type === 'autocomplete')!;

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<AnswerFieldValue>('');
  return (
    <>
      <QuestionField question={question} value={value} onChange={setValue} error={error} name="q" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

// This file's module graph starts without the combobox's code: the field first shows its stand-in.
describe('a combobox question before its code is there', { timeout: 15_000 }, () => {
  it('stands in as a combobox named by the question, with its message, then keeps what was typed', async () => {
    render(<Harness error="Champ requis" />);
    const standIn = screen.getByRole('combobox', { name: question.label });
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(standIn.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(standIn.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Champ requis');

    fireEvent.focus(standIn);
    fireEvent.change(standIn, { target: { value: 'lym' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Lymphome' }, { timeout: 10_000 }));
    expect(screen.getByTestId('value').textContent).toBe('"lymphome"');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: question.label }));
  });
});
