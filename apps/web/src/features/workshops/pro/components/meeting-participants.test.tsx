import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meeting, pivot } from '../../test/meeting-fixtures.ts';
import { SessionParticipants } from './meeting-participants.tsx';

const person = (
  id: number,
  firstname: string,
  status: 'validated' | 'waiting',
  offeredUntil: string | null = null,
) => ({
  id,
  firstname,
  lastname: 'Martin',
  email: `${firstname.toLowerCase()}@exemple.fr`,
  pivot: { ...pivot(1, id, status), offered_until: offeredUntil },
});

describe('SessionParticipants', () => {
  it('shows the pros and the staff a freed place held for someone on the waiting list (ADR 073)', () => {
    const session = meeting(1, 3, {
      subscribers: [person(1, 'Anne', 'validated')],
      queued: [person(2, 'Bea', 'waiting', '2026-12-01T09:00:00.000Z'), person(3, 'Chloe', 'waiting')],
    });
    render(<SessionParticipants meeting={session} started={false} onAttendance={vi.fn()} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain("Bea Martin — En attente (1) — place réservée jusqu'au mardi 1er décembre à 10 h");
    expect(items).toContain('Chloe Martin — En attente (2)');
  });
});
