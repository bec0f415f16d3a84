import { describe, expect, it } from 'vitest';
import { personNameSchema } from '../accounts/profile.schemas.ts';
import { receiptNameMessages } from '../messages/membership.ts';
import { canPrintOnReceipt, toReceiptName } from './receipt-name.rules.ts';

describe('names on a tax receipt (ADR 069)', () => {
  it('prints Latin, Greek, Cyrillic and Persian names, accents, ligatures and joiners included', () => {
    for (const name of [
      'Zoë Łucja',
      'Nguyễn Thị',
      'Παπαδοπούλου',
      'Ольга',
      'Œdipe N’Golo',
      'می\u200Cخواهم',
      'J.-B. d’Artagnan',
    ]) {
      expect(canPrintOnReceipt(name)).toBe(true);
    }
  });

  it('cannot print Chinese or Devanagari letters', () => {
    expect(canPrintOnReceipt('张伟')).toBe(false);
    expect(canPrintOnReceipt('Wei 张')).toBe(false);
    expect(canPrintOnReceipt('क्षमा')).toBe(false);
  });

  it('writes a character it cannot print as its code point, never as nothing', () => {
    expect(toReceiptName('张伟 Li')).toEqual({ text: '[U+5F20][U+4F1F] Li', transcribed: true });
    expect(toReceiptName('Zoë')).toEqual({ text: 'Zoë', transcribed: false });
    expect(toReceiptName('𠀋')).toEqual({ text: '[U+2000B]', transcribed: true });
  });
});

describe('a name is refused at entry when a receipt could not print it (ADR 069)', () => {
  it('says so on the field, in French, for a Chinese or Devanagari name; takes the others', () => {
    for (const name of ['张伟', 'Wei 张', 'क्षमा']) {
      expect(personNameSchema.safeParse(name).error?.issues.map((issue) => issue.message)).toEqual([
        receiptNameMessages.unprintable,
      ]);
    }
    for (const name of ['Zoë', 'Ольга', 'می\u200Cخواهم']) expect(personNameSchema.safeParse(name).success).toBe(true);
  });
});
