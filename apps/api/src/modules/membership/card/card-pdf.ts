/**
 * The member's card as a one-page PDF the size of a bank card (ISO/IEC 7810 ID-1, 85.6 × 54 mm),
 * to print or keep on a phone (issue #38). Same library and embedded DejaVu Sans as the tax
 * receipts (receipt-pdf.ts): every letter a name may hold prints. The QR code is drawn as
 * vector squares, sharp at any printer's resolution.
 */
import { formatDate } from '@plateforme/shared/format/dates';
import { toReceiptName } from '@plateforme/shared/membership/receipt-name.rules';
import { memberCardMessages } from '@plateforme/shared/messages/membership-card';
import { encodeQr } from './card-qr.ts';
import { renderPdf } from '../pdf-document.ts';

export type MemberCard = {
  associationName: string;
  holderName: string;
  memberNumber: string | null;
  start: Date;
  end: Date;
  checkUrl: string;
  issuedAt: Date;
};

const millimetre = 72 / 25.4;
/** ID-1 in PDF points: 242.65 × 153.07. */
export const CARD_SIZE = { width: 85.6 * millimetre, height: 54 * millimetre };

const padding = 4 * millimetre;
const bandHeight = 11 * millimetre;
const qrSide = 24 * millimetre;
const ink = '#1f3a5f';

export function renderMemberCard(card: MemberCard): Promise<Buffer> {
  const text = memberCardMessages.card;
  return renderPdf(
    {
      size: [CARD_SIZE.width, CARD_SIZE.height],
      margin: 0,
      pdfVersion: '1.7',
      lang: 'fr-FR',
      displayTitle: true,
      info: {
        Title: `${text.title} – ${card.associationName}`,
        Author: card.associationName,
        Creator: 'Plateforme des adhérents',
        Producer: 'PDFKit',
        CreationDate: card.issuedAt,
        ModDate: card.issuedAt,
      },
    },
    (doc) => {
      const { width, height } = CARD_SIZE;

      // The association's band across the top.
      doc.rect(0, 0, width, bandHeight).fill(ink);
      doc
        .font('bold')
        .fontSize(8)
        .fillColor('#ffffff')
        .text(card.associationName, padding, padding - 1, {
          width: width - 2 * padding,
          height: bandHeight - padding,
          ellipsis: true,
          lineBreak: false,
        });

      const textWidth = width - qrSide - 3 * padding;
      const top = bandHeight + padding;
      doc
        .font('bold')
        .fontSize(7)
        .fillColor('#555555')
        .text(text.title.toUpperCase(), padding, top, { width: textWidth });
      doc
        .moveDown(0.4)
        .font('bold')
        .fontSize(10)
        .fillColor('#222222')
        .text(toReceiptName(card.holderName).text, { width: textWidth, height: 26, ellipsis: true });
      if (card.memberNumber) doc.moveDown(0.3).font('body').fontSize(7.5).text(text.number(card.memberNumber));
      doc
        .moveDown(0.3)
        .font('body')
        .fontSize(7.5)
        .text(text.validity(formatDate(card.start), formatDate(card.end)), { width: textWidth });

      drawQr(doc, card.checkUrl, width - padding - qrSide, top);
      doc
        .font('body')
        .fontSize(5)
        .fillColor('#555555')
        .text(text.scan, width - padding - qrSide, top + qrSide + 2, { width: qrSide, align: 'center' });

      // A thin border: where to cut once printed.
      doc
        .lineWidth(0.5)
        .strokeColor('#999999')
        .rect(0.25, 0.25, width - 0.5, height - 0.5)
        .stroke();
    },
  );
}

function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number) {
  const qr = encodeQr(url);
  const module = qrSide / qr.size;
  doc.save().fillColor('#000000');
  for (let row = 0; row < qr.size; row += 1) {
    for (let column = 0; column < qr.size; column += 1) {
      if (qr.isDark(row, column)) doc.rect(x + column * module, y + row * module, module, module);
    }
  }
  doc.fill().restore();
  // On a screen, a tap on the code opens the same page as a scan.
  doc.link(x, y, qrSide, qrSide, url);
}
