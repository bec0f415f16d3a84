import { describe, expect, it } from 'vitest';
import { formatAuditChanges, formatAuditValue } from './audit-changes.rules.ts';

describe('formatAuditChanges', () => {
  it('writes « champ : avant → après », empty values named and long ones shortened', () => {
    expect(formatAuditChanges({ name: { before: 'Lyon', after: 'Lyon 3e' }, note: { after: 'x'.repeat(20) }, places: { before: 8, after: null } }, 10)).toEqual([
      'name : Lyon → Lyon 3e',
      'note : (vide) → xxxxxxxxx…',
      'places : 8 → (vide)',
    ]);
  });

  it('reads flags as Oui/Non, days and instants in the French way on the Paris clock', () => {
    expect(
      formatAuditChanges({
        is_archived: { before: false, after: true },
        start: { before: '2025-01-31', after: '2025-12-01' },
        refunded_at: { before: null, after: '2025-07-14T10:05:00.000Z' },
      }),
    ).toEqual(['is_archived : Non → Oui', 'start : 31/01/2025 → 01/12/2025', 'refunded_at : (vide) → 14/07/2025 12h05']);
  });

  it('leaves as typed what only looks like a date, and writes objects as JSON', () => {
    expect(formatAuditValue('2025-02-30', 60)).toBe('2025-02-30');
    expect(formatAuditValue('CHQ 2025-01', 60)).toBe('CHQ 2025-01');
    expect(formatAuditValue(0, 60)).toBe('0');
    expect(formatAuditValue({ a: 1 }, 60)).toBe('{"a":1}');
  });
});
