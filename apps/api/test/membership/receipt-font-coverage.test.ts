import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isPrintableOnReceipt } from '@plateforme/shared/membership/receipt-name.rules';
import {
  RECEIPT_NAME_TRANSCRIBED,
  renderDonationReceipt,
  type DonationReceipt,
} from '../../src/modules/membership/receipt-pdf.ts';
import { extractPdfText } from './membership-helpers.ts';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { create: (buffer: Buffer) => { characterSet: number[] } };

const receipt = (name: string): DonationReceipt => ({
  number: '2026-00042',
  association: {
    name: 'Association',
    address: '1 rue de la Paix, 75002 Paris',
    object: 'Remédiation cognitive',
    status: 'Association loi 1901',
  },
  donor: { name, address: '3 rue des Lilas, 35000 Rennes' },
  amountCents: 3000,
  paidAt: new Date('2026-03-04T10:00:00Z'),
  method: 'card',
  signatory: { name: 'Claire Dumont', role: 'Présidente' },
  specimen: false,
});
const textOf = async (name: string) =>
  (await extractPdfText(await renderDonationReceipt(receipt(name)))).replace(/\u00a0/g, ' ');

describe('the donor’s name on a tax receipt (ADR 069)', () => {
  it('the shared list of printable characters is exactly what the embedded font draws', () => {
    const font = fontkit.create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
    const drawn = new Set(
      font.characterSet.filter((codePoint) => codePoint > 0x1f && !(codePoint >= 0x7f && codePoint <= 0x9f)),
    );
    const differences: string[] = [];
    for (let codePoint = 0x20; codePoint <= 0x2ffff; codePoint++) {
      if (codePoint === 0x200c || codePoint === 0x200d) continue;
      if (drawn.has(codePoint) !== isPrintableOnReceipt(codePoint)) differences.push(codePoint.toString(16));
    }
    expect(differences).toEqual([]);
  });

  it('a Chinese name stored before names were checked prints as its code points, never blank', async () => {
    const text = await textOf('张伟');
    expect(text).toContain('Nom : [U+5F20][U+4F1F]');
    expect(text).toContain(RECEIPT_NAME_TRANSCRIBED);
  });

  it('a Latin name prints as it is, without the note', async () => {
    const text = await textOf('Zoë Łucja Nguyễn');
    expect(text).toContain('Nom : Zoë Łucja Nguyễn');
    expect(text).not.toContain('[U+');
  });
});
