/**
 * The tax receipt (CERFA 11580*05, DESIGN Tax receipts) as a one-page A4 PDF, rendered once
 * when the receipt is issued and stored (ADR 019). DejaVu Sans is embedded (subset): it prints
 * every letter a name may hold (Ł, Greek, ligatures), which the built-in Helvetica cannot.
 */
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { amountInWords } from '@plateforme/shared/membership/amount-in-words';
import { toReceiptName } from '@plateforme/shared/membership/receipt-name.rules';
import { renderPdf } from './pdf-document.ts';

export type DonationReceipt = {
  number: string;
  /** `registration`: RNA or SIREN, printed when the association gave one. */
  association: { name: string; address: string; object: string; status: string; registration?: string };
  donor: { name: string; address: string };
  amountCents: number;
  paidAt: Date;
  /** « Mode de versement » (CERFA 11580): how the money reached the association. */
  method: 'card' | 'cheque' | 'transfer';
  signatory: { name: string; role: string };
  /** Taken by the sandbox: marked as a specimen all over. */
  specimen: boolean;
};

export const SPECIMEN_MARK = 'SPÉCIMEN – sans valeur fiscale';
export const RECEIPT_NAME_TRANSCRIBED =
  'Les caractères du nom que ce reçu ne peut pas imprimer sont donnés par leur point de code Unicode ([U+…]).';

const methodLabels: Record<DonationReceipt['method'], string> = {
  card: 'carte bancaire',
  cheque: 'chèque',
  transfer: 'virement',
};

const margin = 56;

export function renderDonationReceipt(receipt: DonationReceipt): Promise<Buffer> {
  const title = `Reçu fiscal n° ${receipt.number}`;
  return renderPdf(
    {
      size: 'A4',
      margin,
      pdfVersion: '1.7',
      lang: 'fr-FR',
      displayTitle: true,
      info: {
        Title: title,
        Author: receipt.association.name,
        Subject: 'Reçu au titre des dons à certains organismes d’intérêt général (Cerfa n° 11580*05)',
        Creator: 'Plateforme des adhérents',
        Producer: 'PDFKit',
        CreationDate: receipt.paidAt,
        ModDate: receipt.paidAt,
      },
    },
    (doc) => {
      if (receipt.specimen) drawSpecimenMark(doc);

      const heading = (text: string) =>
        doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#1f3a5f').text(text).moveDown(0.3);
      const line = (label: string, value: string) =>
        doc
          .font('bold')
          .fontSize(10.5)
          .fillColor('#222222')
          .text(`${label} : `, { continued: true })
          .font('body')
          .text(value);
      const paragraph = (text: string) => doc.font('body').fontSize(10.5).fillColor('#222222').text(text).moveDown(0.3);

      if (receipt.specimen) doc.font('bold').fontSize(13).fillColor('#b00020').text(SPECIMEN_MARK).moveDown(0.4);
      doc
        .font('bold')
        .fontSize(15)
        .fillColor('#1f3a5f')
        .text('Reçu au titre des dons à certains organismes d’intérêt général');
      doc
        .font('body')
        .fontSize(9.5)
        .fillColor('#555555')
        .text('Article 200 du code général des impôts – Cerfa n° 11580*05');
      doc.moveDown(0.6).font('bold').fontSize(12).fillColor('#222222').text(`Reçu n° ${receipt.number}`);

      heading('Bénéficiaire des versements');
      line('Nom', receipt.association.name);
      line('Adresse', receipt.association.address);
      line('Objet', receipt.association.object);
      line('Statut', receipt.association.status);
      if (receipt.association.registration) line('N° RNA ou SIREN', receipt.association.registration);

      heading('Donateur');
      // A character the font cannot draw is written as its code point, never as nothing (ADR 069).
      const donorName = toReceiptName(receipt.donor.name);
      line('Nom', donorName.text);
      if (donorName.transcribed) {
        doc.font('body').fontSize(8.5).fillColor('#555555').text(RECEIPT_NAME_TRANSCRIBED);
      }
      line('Adresse', receipt.donor.address);

      heading('Don');
      paragraph(
        'Le bénéficiaire reconnaît avoir reçu, au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de :',
      );
      line('Montant', formatEuros(receipt.amountCents));
      line('Somme en toutes lettres', amountInWords(receipt.amountCents));
      line('Date du versement', formatDate(receipt.paidAt));
      line('Forme du don', 'don manuel');
      line('Nature du don', 'numéraire');
      line('Mode de versement', methodLabels[receipt.method]);

      doc.moveDown(0.8);
      paragraph(
        'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction ' +
          'd’impôt prévue à l’article 200 du code général des impôts.',
      );

      doc.moveDown(1.2);
      paragraph(`Fait le ${formatDate(receipt.paidAt)}`);
      doc.font('bold').fontSize(10.5).text(receipt.signatory.name);
      doc.font('body').fontSize(10.5).text(receipt.signatory.role);
    },
  );
}

/** A large pale diagonal mark under the text, so a sandbox receipt cannot pass for a real one. */
function drawSpecimenMark(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc.font('bold').fontSize(46).fillColor('#b00020').fillOpacity(0.12);
  doc.text('SPÉCIMEN', 0, height / 2 - 60, { width, align: 'center' });
  doc.fontSize(22).text('sans valeur fiscale', 0, height / 2, { width, align: 'center' });
  doc.restore();
  doc.fillOpacity(1).text('', margin, margin);
}
