import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AttendanceControl } from './attendance-control.tsx';

vi.mock('../../../../lib/snackbar.ts', () => ({ showSnackbar: vi.fn() }));
const { showSnackbar } = await import('../../../../lib/snackbar.ts');
const radio = (element: HTMLElement) => element as HTMLInputElement;

describe('AttendanceControl', () => {
  it('P2-MFORM-19 shows « Non renseigné » when unset and saves 1 then 0 on change', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<AttendanceControl name="Anne Martin" attendance={null} started onSave={onSave} />);
    const group = screen.getByRole('group', { name: 'Présence de Anne Martin' });
    expect(group.tagName).toBe('FIELDSET');
    expect(radio(screen.getByRole('radio', { name: 'Non renseigné' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Présent' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith(1));
    expect(radio(screen.getByRole('radio', { name: 'Présent' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Absent' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith(0));
    fireEvent.click(screen.getByRole('radio', { name: 'Non renseigné' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith(null));
  });

  it('P2-MFORM-20 is disabled before the start and says why', () => {
    render(<AttendanceControl name="Anne Martin" attendance={null} started={false} onSave={vi.fn()} />);
    for (const name of ['Présent', 'Absent', 'Non renseigné'])
      expect(radio(screen.getByRole('radio', { name })).disabled).toBe(true);
    const describedBy = screen.getByRole('radiogroup').getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe(
      'La présence se saisit une fois la séance commencée.',
    );
  });

  it('a refused save puts the previous choice back and shows an error message', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('refusé'));
    render(<AttendanceControl name="Anne Martin" attendance={1} started onSave={onSave} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Absent' }));
    await waitFor(() =>
      expect(showSnackbar).toHaveBeenCalledWith(
        "La présence n'a pas pu être enregistrée. Veuillez réessayer.",
        'error',
      ),
    );
    expect(radio(screen.getByRole('radio', { name: 'Présent' })).checked).toBe(true);
  });

  it('follows a new value from the server', () => {
    const { rerender } = render(<AttendanceControl name="Anne Martin" attendance={null} started onSave={vi.fn()} />);
    rerender(<AttendanceControl name="Anne Martin" attendance={0} started onSave={vi.fn()} />);
    expect(radio(screen.getByRole('radio', { name: 'Absent' })).checked).toBe(true);
  });

  it('saves one choice at a time, so the last one chosen is the one kept', async () => {
    const answers: Array<() => void> = [];
    const onSave = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
    render(<AttendanceControl name="Anne Martin" attendance={null} started onSave={onSave} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Présent' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Absent' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Non renseigné' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Absent' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    answers.shift()!();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith(0);
    answers.shift()!();
    await waitFor(() => expect(radio(screen.getByRole('radio', { name: 'Absent' })).checked).toBe(true));
    expect(onSave).toHaveBeenCalledTimes(2);
  });
});
