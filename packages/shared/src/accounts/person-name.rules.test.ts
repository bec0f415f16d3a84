import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessages } from '../messages/common.ts';
import { findHiddenCharacter } from './person-name.rules.ts';
import { ajaAssistantInputSchema, personNameSchema, profileFieldsSchema } from './profile.schemas.ts';

/** Characters real names are written with: accents, ligatures, Ł, Greek, apostrophes, hyphens, spaces. */
const nameCharacter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...'éèêëàâäîïôöùûüçÉÈÊÀÇÔŒœæÆŁłßñøåÿ',
  ...'ΑλέξανδροςΕλένηΣωκράτης',
  ...'ДмитрийАнна',
  '\u0301', // a combining acute accent after a letter (a decomposed é)
  '’',
  "'",
  '-',
  ' ',
  '.',
);
const legitimateName = fc
  .tuple(fc.constantFrom(...'AÉŒŁΑДZ'), fc.array(nameCharacter, { maxLength: 40 }))
  .map(([first, rest]) => first + rest.join(''));

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/** Control characters, direction marks, embeddings, overrides, isolates, zero-width and format characters. */
const forbidden = [
  ...codePoints(0x00, 0x1f),
  ...codePoints(0x7f, 0x9f),
  '\u200E',
  '\u200F',
  ...codePoints(0x202a, 0x202e),
  ...codePoints(0x2066, 0x2069),
  '\u061C',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u2028',
  '\u2029',
  '\u{E0041}',
  '\uD800',
  '\u200C',
  '\u200D',
];

const errorsOf = (input: unknown) => {
  const result = profileFieldsSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('person names (ADR 023)', () => {
  it('keeps every name written with letters, accents, ligatures, Greek, apostrophes, hyphens and spaces', () => {
    fc.assert(
      fc.property(legitimateName, (name) => {
        expect(findHiddenCharacter(name)).toBeUndefined();
        expect(personNameSchema.safeParse(name).success).toBe(true);
      }),
    );
  });

  it('refuses a control, direction or zero-width character anywhere in a name, with the field message', () => {
    fc.assert(
      fc.property(legitimateName, fc.constantFrom(...forbidden), fc.nat(), (name, character, at) => {
        const position = 1 + (at % name.length); // inside the name, where trimming does not remove it
        const spoofed = name.slice(0, position) + character + name.slice(position) + 'x';
        const result = personNameSchema.safeParse(spoofed);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(validationMessages.hiddenCharacter);
      }),
    );
  });

  it('keeps the zero-width non-joiner and joiner where Persian and Indic spelling need them', () => {
    expect(findHiddenCharacter('می\u200Cخواهم')).toBeUndefined();
    expect(findHiddenCharacter('क्\u200Dष')).toBeUndefined();
    expect(findHiddenCharacter('Du\u200Dpont')).toBe('\u200D');
    expect(findHiddenCharacter('e\u0301\u200D\u0301')).toBe('\u200D');
  });

  it('applies to last and first names of the profile, registration and AJA carer forms', () => {
    const valid = {
      lastname: 'Łukasiewicz',
      firstname: 'Zoë',
      email: 'zoe@example.fr',
      street: '1 rue A',
      zip: '75001',
      city: 'Paris',
      phone: '0600000000',
    };
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, lastname: 'Martin\u202Enitram', firstname: 'Cl\u0000aire' })).toEqual({
      lastname: validationMessages.hiddenCharacter,
      firstname: validationMessages.hiddenCharacter,
    });
    const carer = ajaAssistantInputSchema.safeParse({
      firstname: 'Anne\u2066',
      lastname: 'Durand',
      email: 'a@example.fr',
    });
    expect(carer.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstname', validationMessages.hiddenCharacter],
    ]);
  });
});
