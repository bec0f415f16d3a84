import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '@plateforme/shared/messages/common';
import { users } from '../../src/db/schema/index.ts';
import { createMember, signIn } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let member: { id: number };
let session: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t.database.db, { email: 'noms@exemple.test' });
  session = await signIn(t.database.db, member);
});
afterAll(() => t?.close());

const profile = {
  email: 'noms@exemple.test',
  street: '3 rue des Lilas',
  zip: '75012',
  city: 'Paris',
  phone: '06 12 34 56 78',
};
const update = (names: { lastname: string; firstname: string }) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${member.id}`, headers: session, payload: { ...profile, ...names } });

describe('person names on the wire (ADR 023)', () => {
  it('a profile update with a right-to-left override in the last name answers 422 on the field', async () => {
    const response = await update({ lastname: 'Martin\u202Enitram', firstname: 'Claire' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ lastname: [validationMessages.hiddenCharacter] });
    const [stored] = await t.database.db
      .select({ lastname: users.lastname })
      .from(users)
      .where(eq(users.id, member.id));
    expect(stored?.lastname).not.toContain('\u202E');
  });

  it('keeps accents, ligatures, Ł, Greek, apostrophes and hyphens', async () => {
    const response = await update({ lastname: 'Łukasiewicz-O’Brien', firstname: 'Zoë Œdipe Ἀλέξανδρος' });
    expect(response.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ lastname: users.lastname, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, member.id));
    expect(stored).toEqual({ lastname: 'Łukasiewicz-O’Brien', firstname: 'Zoë Œdipe Ἀλέξανδρος' });
  });
});
