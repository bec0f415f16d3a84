/**
 * The tax receipt (CERFA 11580*05, DESIGN Tax receipts) as a one-page A4 PDF. Built-in
 * Helvetica (WinAnsi covers French); the document dates come from the payment, so the same
 * payment gives the same bytes every time (pdfkit derives the file ID from the info dictionary).
 */
import PDFDocument from 'pdfkit';
import { formatDate } from '@plateforme/shared/format/dates';
import { formatEuros } from '@plateforme/shared/format/money';
import { amountInWords } from '@plateforme/shared/membership/amount-in-words';

export type DonationReceipt = {
  number: string;
  association: { name: string; address: string; object: string; status: string };
  donor: { name: string; address: string };
  amountCents: number;
  paidAt: Date;
  signatory: { name: string; role: string };
};

/** WinAnsi has the no-break space but not Intl's narrow one (thousands separator). */
const pdfText = (value: string) => value.replace(/\u202f/g, '\u00a0');

const margin = 56;

export function renderDonationReceipt(receipt: DonationReceipt): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const title = `Reçu fiscal n° ${receipt.number}`;
    const doc = new PDFDocument({
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
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(text).moveDown(0.3);
    const line = (label: string, value: string) =>
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#222222').text(`${label} : `, { continued: true }).font('Helvetica').text(pdfText(value));
    const paragraph = (text: string) => doc.font('Helvetica').fontSize(10.5).fillColor('#222222').text(pdfText(text)).moveDown(0.3);

    doc.font('Helvetica-Bold').fontSize(15).fillColor('#1f3a5f').text('Reçu au titre des dons à certains organismes d’intérêt général');
    doc.font('Helvetica').fontSize(9.5).fillColor('#555555').text('Article 200 du code général des impôts – Cerfa n° 11580*05');
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor('#222222').text(`Reçu n° ${receipt.number}`);

    heading('Bénéficiaire des versements');
    line('Nom', receipt.association.name);
    line('Adresse', receipt.association.address);
    line('Objet', receipt.association.object);
    line('Statut', receipt.association.status);

    heading('Donateur');
    line('Nom', receipt.donor.name);
    line('Adresse', receipt.donor.address);

    heading('Don');
    paragraph('Le bénéficiaire reconnaît avoir reçu, au titre des dons et versements ouvrant droit à réduction d’impôt, la somme de :');
    line('Montant', formatEuros(receipt.amountCents));
    line('Somme en toutes lettres', amountInWords(receipt.amountCents));
    line('Date du versement', formatDate(receipt.paidAt));
    line('Forme du don', 'don manuel');
    line('Nature du don', 'numéraire');
    line('Mode de versement', 'carte bancaire');

    doc.moveDown(0.8);
    paragraph(
      'Le bénéficiaire certifie sur l’honneur que les dons et versements qu’il reçoit ouvrent droit à la réduction ' +
        'd’impôt prévue à l’article 200 du code général des impôts.',
    );

    doc.moveDown(1.2);
    paragraph(`Fait le ${formatDate(receipt.paidAt)}`);
    doc.font('Helvetica-Bold').fontSize(10.5).text(receipt.signatory.name);
    doc.font('Helvetica').fontSize(10.5).text(receipt.signatory.role);
    doc.end();
  });
}
