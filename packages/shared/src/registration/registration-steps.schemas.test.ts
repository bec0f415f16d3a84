import { describe, expect, it } from 'vitest';
import {
  assistantFormSchema,
  checkAdhCodeInputSchema,
  createPartnerCodeFormSchema,
  orientationInputSchema,
  registerAssistantInputSchema,
  registerYoungInputSchema,
  updateRegistrationProcessInputSchema,
  youngFormSchema,
} from './registration.schemas.ts';
import { registrationMessages } from '../messages/registration.ts';
import { fieldErrors } from './field-errors.test-setup.ts';

// The stepper's other steps: orientation, the saved process, the carer and the young person, partner codes.

describe('orientationInputSchema (P1 §5 Orientation)', () => {
  it('P1-REGR-01 a choice is required', () => {
    expect(fieldErrors(orientationInputSchema.safeParse({}))).toEqual({ reason: ['Champ requis'] });
    expect(fieldErrors(orientationInputSchema.safeParse({ reason: 'autre' }))).toEqual({ reason: ['Format invalide'] });
  });

  it('P1-REGR-02 aja_role is required with aja', () => {
    expect(fieldErrors(orientationInputSchema.safeParse({ reason: 'aja' }))).toEqual({ aja_role: ['Champ requis'] });
    expect(orientationInputSchema.parse({ reason: 'aja', aja_role: 'aja_young' })).toEqual({
      reason: 'aja',
      aja_role: 'aja_young',
      partner: null,
    });
  });

  it('P1-REGR-03 a partner is required for healthinsurance and employer', () => {
    expect(fieldErrors(orientationInputSchema.safeParse({ reason: 'healthinsurance' }))).toEqual({
      'partner.id': ['Champ requis'],
    });
    expect(fieldErrors(orientationInputSchema.safeParse({ reason: 'employer', partner: null }))).toEqual({
      'partner.id': ['Champ requis'],
    });
    expect(orientationInputSchema.parse({ reason: 'employer', partner: { id: '7' } })).toEqual({
      reason: 'employer',
      aja_role: null,
      partner: { id: 7 },
    });
  });

  it('P1-REG-10 a reason other than aja drops the AJA role; other reasons drop the partner', () => {
    expect(orientationInputSchema.parse({ reason: 'ligue', aja_role: 'aja_young', partner: { id: 2 } })).toEqual({
      reason: 'ligue',
      aja_role: null,
      partner: null,
    });
  });
});

describe('updateRegistrationProcessInputSchema', () => {
  it('P1-REG-44 reads registration_process as a JSON string', () => {
    expect(
      updateRegistrationProcessInputSchema.parse({
        registration_process: '{"reason":"ligue","aja_role":null,"qprRegistered":true}',
      }),
    ).toEqual({ registration_process: { reason: 'ligue', aja_role: null, qprRegistered: true } });
  });

  it('P1-REG-23 an empty reason (Modifier mon orientation) is accepted; an incomplete orientation is not', () => {
    expect(
      updateRegistrationProcessInputSchema.parse({ registration_process: '{"reason":"","partner":null}' }),
    ).toEqual({
      registration_process: { reason: '', partner: null },
    });
    expect(
      fieldErrors(updateRegistrationProcessInputSchema.safeParse({ registration_process: '{"reason":"aja"}' })),
    ).toEqual({
      'registration_process.aja_role': ['Champ requis'],
    });
  });

  it('refuses flags that are not booleans and a process that is not an object', () => {
    expect(
      fieldErrors(updateRegistrationProcessInputSchema.safeParse({ registration_process: '{"qprRegistered":"oui"}' })),
    ).toEqual({
      'registration_process.qprRegistered': ['Format invalide'],
    });
    expect(fieldErrors(updateRegistrationProcessInputSchema.safeParse({ registration_process: '[]' }))).toEqual({
      registration_process: ['Format invalide'],
    });
  });
});

describe('the carer and child forms (P1 §3 Assistant and Young, §5)', () => {
  it('P1-REGR-25 last name, first name and e-mail are required', () => {
    expect(fieldErrors(assistantFormSchema.safeParse({}))).toEqual({
      lastname: ['Champ requis'],
      firstname: ['Champ requis'],
      email: ['Champ requis'],
    });
    expect(fieldErrors(youngFormSchema.safeParse({ birthdate: '2010-05-05' }))).toEqual({
      lastname: ['Champ requis'],
      firstname: ['Champ requis'],
      email: ['Champ requis'],
    });
  });

  it('P1-REG-27 P1-REG-29 the calls add the other person’s id', () => {
    expect(
      registerAssistantInputSchema.parse({ lastname: 'A', firstname: 'B', email: 'ab@exemple.fr', young_id: '5' })
        .young_id,
    ).toBe(5);
    expect(
      fieldErrors(
        registerYoungInputSchema.safeParse({ lastname: 'A', firstname: 'B', birthdate: '2010-05-05', email: 'x' }),
      ),
    ).toEqual({
      email: ['E-mail invalide'],
      assistant_id: ['Champ requis'],
    });
  });
});

describe('partner codes', () => {
  it('P1-REGR-26 P1-REGR-27 P1-REGR-28 the code is required; the département too for ligue, of 2 characters', () => {
    expect(fieldErrors(createPartnerCodeFormSchema('ligue').safeParse({}))).toEqual({
      department: ['Champ requis'],
      adh_secret_code: ['Champ requis'],
    });
    expect(
      fieldErrors(createPartnerCodeFormSchema('ligue').safeParse({ department: '750', adh_secret_code: 'X' })),
    ).toEqual({
      department: ['Format invalide'],
    });
    expect(createPartnerCodeFormSchema('ligue').parse({ department: '2a', adh_secret_code: 'X' }).department).toBe(
      '2A',
    );
    expect(createPartnerCodeFormSchema('retreat').safeParse({ adh_secret_code: 'X' }).success).toBe(true);
  });

  it('P1-REG-25 reads partner {id, adh_secret_code} or the flat fields', () => {
    expect(
      checkAdhCodeInputSchema.parse({ partner: { id: 3, adh_secret_code: 'LIGUE75' }, partner_zip: '75', user_id: 9 }),
    ).toEqual({
      partner_id: 3,
      adh_secret_code: 'LIGUE75',
      partner_zip: '75',
      user_id: 9,
    });
    expect(checkAdhCodeInputSchema.parse({ partner_id: '3', adh_secret_code: ' LIGUE75 ' })).toEqual({
      partner_id: 3,
      adh_secret_code: 'LIGUE75',
      partner_zip: null,
      user_id: null,
    });
    expect(fieldErrors(checkAdhCodeInputSchema.safeParse({ partner: { id: 3 } }))).toEqual({
      adh_secret_code: ['Champ requis'],
    });
  });
});

describe('the young person a carer registers is greeted with a plain name (ADR 068)', () => {
  const young = {
    lastname: 'Petit',
    firstname: 'Lina',
    birthdate: '2010-05-05',
    email: 'lina@exemple.fr',
    assistant_id: 3,
  };
  const firstnameErrors = (firstname: string) =>
    fieldErrors(registerYoungInputSchema.safeParse({ ...young, firstname })).firstname;

  it('takes the names people have', () => {
    for (const firstname of [
      'Lina',
      'Anne-Sophie',
      'N’Golo',
      "D'Artagnan",
      'Zoë',
      'Łucja',
      'J.-B.',
      'St. John',
      'Nguyễn Thị',
      'می\u200Cخواهم',
    ]) {
      expect(firstnameErrors(firstname)).toBeUndefined();
    }
  });

  it('refuses a link, an address, digits or markup, and a sentence longer than a name', () => {
    for (const firstname of [
      'Lina, cliquez sur https://piege.example',
      'www.piege.example',
      'lina@piege.example',
      'Appelez le 0899',
      '<b>Lina</b>',
      'Lina ' + 'a'.repeat(60),
    ]) {
      expect(firstnameErrors(firstname)).toEqual([registrationMessages.plainNameOnly]);
    }
    expect(
      fieldErrors(registerYoungInputSchema.safeParse({ ...young, lastname: 'Petit: https://x.example' })).lastname,
    ).toEqual([registrationMessages.plainNameOnly]);
  });
});
