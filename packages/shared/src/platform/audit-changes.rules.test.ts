import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditEntityLabel,
  auditSubject,
  formatAuditChanges,
  formatAuditValue,
} from './audit-changes.rules.ts';

describe('formatAuditChanges', () => {
  it('writes « champ : avant → après » with the field’s French name, empty values named and long ones shortened', () => {
    expect(
      formatAuditChanges(
        {
          name: { before: 'Lyon', after: 'Lyon 3e' },
          description: { after: 'x'.repeat(20) },
          places: { before: 8, after: null },
        },
        10,
      ),
    ).toEqual(['Nom : Lyon → Lyon 3e', 'Description : (vide) → xxxxxxxxx…', 'Places : 8 → (vide)']);
  });

  it('reads flags as Oui/Non, days and instants in the French way on the Paris clock', () => {
    expect(
      formatAuditChanges({
        is_archived: { before: false, after: true },
        start: { before: '2025-01-31', after: '2025-12-01' },
        refunded_at: { before: null, after: '2025-07-14T10:05:00.000Z' },
      }),
    ).toEqual(['Archivé : Non → Oui', 'Début : 31/01/2025 → 01/12/2025', 'Remboursé le : (vide) → 14/07/2025 12h05']);
  });

  it('writes stored words, amounts and lists in French', () => {
    expect(
      formatAuditChanges({
        role: { before: 'user', after: 'pro' },
        type: { after: 'onsite' },
        method: { after: 'cheque' },
        amount_cents: { after: 2000 },
        subscribers: { before: [], after: ['Anne Martin', 'Bruno Petit'] },
      }),
    ).toEqual([
      'Rôle : Adhérent → Professionnel',
      'Type : (vide) → Sur place',
      'Moyen de paiement : (vide) → Chèque',
      'Montant : (vide) → 20,00\u00a0€',
      'Inscrits : (vide) → Anne Martin, Bruno Petit',
    ]);
  });

  it('keeps a field already written in French as it is', () => {
    expect(formatAuditChanges({ 'semaine 12': { before: null, after: 3 } })).toEqual(['semaine 12 : (vide) → 3']);
  });

  it('leaves as typed what only looks like a date, and writes objects as JSON', () => {
    expect(formatAuditValue('2025-02-30', 60)).toBe('2025-02-30');
    expect(formatAuditValue('CHQ 2025-01', 60)).toBe('CHQ 2025-01');
    expect(formatAuditValue(0, 60)).toBe('0');
    expect(formatAuditValue({ a: 1 }, 60)).toBe('{"a":1}');
    // A stored word is read as such only in its own field: a name « pro » stays « pro ».
    expect(formatAuditValue('pro', 60, 'lastname')).toBe('pro');
  });
});

describe('actions and elements', () => {
  it('names every action in French', () => {
    expect(auditActionLabel('rotate_code')).toBe('Nouveau code adhérent');
    expect(auditActionLabel('refund_done')).toBe('Remboursement effectué');
    expect(auditActionLabel('resend-invitation')).toBe('Renvoi de l’invitation');
    expect(auditEntityLabel('pro_status')).toBe('Statut professionnel');
    expect(auditSubject({ entity: 'meeting', entity_id: 4, label: 'Mémoire, lundi 01/06/2026' })).toBe(
      'Séance n° 4 Mémoire, lundi 01/06/2026',
    );
  });
});
