import { describe, expect, it } from 'vitest';
import { formatAuditChanges } from './audit-changes.rules.ts';

describe('formatAuditChanges', () => {
  it('writes « champ : avant → après », empty values named and long ones shortened', () => {
    expect(formatAuditChanges({ name: { before: 'Lyon', after: 'Lyon 3e' }, note: { after: 'x'.repeat(20) }, places: { before: 8, after: null } }, 10)).toEqual([
      'name : Lyon → Lyon 3e',
      'note : (vide) → xxxxxxxxx…',
      'places : 8 → (vide)',
    ]);
  });
});
