import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { SurveyAdminQuestion } from '@plateforme/shared/surveys/admin.schemas';
import { describe, expect, it, vi } from 'vitest';
import { SurveyEditor } from './survey-editor.tsx';

const questions: SurveyAdminQuestion[] = [
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
];

/** What a screen reader reads after a field's name: the texts its aria-describedby points to. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const renderEditor = (onPublish = vi.fn(() => Promise.resolve())) => {
  render(<SurveyEditor questions={questions} onPublish={onPublish} />);
  return screen.getByRole('group', { name: 'Question 1' });
};

describe('SurveyEditor', { timeout: 30_000 }, () => {
  it('keeps the focus in the choices as they are added and removed', async () => {
    const first = renderEditor();
    const label = (position: number) => within(first).getByLabelText(new RegExp(`^Libellé ${position}`));

    fireEvent.click(within(first).getByRole('button', { name: 'Ajouter une proposition' }));
    await waitFor(() => expect(document.activeElement).toBe(label(3)));

    // The choice now at that place, then the one before, then « Ajouter » when none is left.
    fireEvent.click(within(first).getByRole('button', { name: 'Retirer la proposition 1' }));
    await waitFor(() => expect(document.activeElement).toBe(label(1)));
    expect(label(1)).toHaveProperty('value', 'Non');
    fireEvent.click(within(first).getByRole('button', { name: 'Retirer la proposition 2' }));
    await waitFor(() => expect(document.activeElement).toBe(label(1)));
    fireEvent.click(within(first).getByRole('button', { name: 'Retirer la proposition 1' }));
    const add = within(first).getByRole('button', { name: 'Ajouter une proposition' });
    await waitFor(() => expect(document.activeElement).toBe(add));

    // The emptied list says so at once, read with the choices' group.
    const choices = within(first).getByRole('group', { name: 'Propositions' });
    await waitFor(() => expect(description(choices)).toContain('Ajoutez au moins une proposition'));
  });

  it('moves the focus to a new question, and after a removal to the question now at that place', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    const third = await screen.findByRole('group', { name: 'Question 3' });
    await waitFor(() => expect(document.activeElement).toBe(within(third).getByLabelText(/^Intitulé/)));

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer la question 1' }));
    const now = screen.getByRole('group', { name: 'Question 1' });
    await waitFor(() => expect(document.activeElement).toBe(within(now).getByLabelText(/^Intitulé/)));
    expect(within(now).getByLabelText(/^Intitulé/)).toHaveProperty('value', 'Vos remarques');
  });

  it('says under each choice what is wrong with it, and focuses the first wrong field on « Publier »', async () => {
    const onPublish = vi.fn(() => Promise.resolve());
    const first = renderEditor(onPublish);
    const firstLabel = within(first).getByLabelText(/^Libellé 1/);
    fireEvent.change(firstLabel, { target: { value: '' } });
    fireEvent.blur(firstLabel);
    await waitFor(() => expect(description(firstLabel)).toBe('Champ requis'));
    expect(description(within(first).getByLabelText(/^Libellé 2/))).toBe('');

    fireEvent.change(firstLabel, { target: { value: 'Oui' } });
    fireEvent.change(within(first).getByLabelText(/^Valeur enregistrée 2/), { target: { value: 'oui' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier une nouvelle version' }));
    const duplicate = within(first).getByLabelText(/^Valeur enregistrée 2/);
    await waitFor(() => expect(document.activeElement).toBe(duplicate));
    expect(description(duplicate)).toBe('Cette valeur est déjà utilisée par une autre proposition');
    expect(description(firstLabel)).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onPublish).not.toHaveBeenCalled();
  });
});
