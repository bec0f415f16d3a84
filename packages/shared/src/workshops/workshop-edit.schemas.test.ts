import { describe, expect, it } from 'vitest';
import { departmentOfZip, workshopEditInputSchema } from './workshop-edit.schemas.ts';

const issues = (input: unknown) => {
  const result = workshopEditInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('workshopEditInputSchema (P2 §7 Workshop edit)', () => {
  it('keeps the pro fields, empty texts as null', () => {
    expect(workshopEditInputSchema.parse({ description: ' Bonjour ', street: '', zip: '69003', city: 'Lyon' })).toEqual(
      {
        description: 'Bonjour',
        street: null,
        zip: '69003',
        city: 'Lyon',
      },
    );
  });

  it('refuses the back office fields and a bad address, each under its field', () => {
    expect(issues({ active: false, user_id: 3 })).toEqual({
      active: 'Ce champ est géré par l’administration',
      user_id: 'Ce champ est géré par l’administration',
    });
    expect(issues({ zip: '6900' })).toEqual({ zip: 'Le code postal doit contenir 5 chiffres' });
    expect(issues({ street: '1 rue Haute', city: '' })).toEqual({ city: 'Indiquez la ville de l’adresse' });
    expect(issues({ description: 'x'.repeat(5001) })).toEqual({
      description: 'La description ne doit pas dépasser 5000 caractères',
    });
  });

  it('departmentOfZip', () => {
    expect(['75012', '20000', '20200', '97400', '01000'].map(departmentOfZip)).toEqual(['75', '2A', '2B', '974', '01']);
  });
});
