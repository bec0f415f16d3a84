import PDFDocument from 'pdfkit';

/** `newPage`: the section starts a page of its own. */
export type PdfSection = { heading?: string; paragraphs: string[]; newPage?: boolean };
export type PdfContent = {
  title: string;
  subtitle?: string;
  sections: PdfSection[];
  /** Fixes the document dates so the same content gives the same bytes. */
  date: Date;
};

const footer = 'Document de démonstration – plateforme des ateliers de remédiation cognitive';

/** An A4 PDF (one page unless a section asks for a new one) with the built-in Helvetica (WinAnsi covers French accents). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: content.title, Author: 'Association', CreationDate: content.date, ModDate: content.date },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f3a5f').text(content.title);
    if (content.subtitle) doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor('#555555').text(content.subtitle);
    doc.moveDown(0.8).fillColor('#222222');
    for (const section of content.sections) {
      if (section.newPage) doc.addPage();
      if (section.heading) doc.moveDown(0.4).font('Helvetica-Bold').fontSize(13).text(section.heading).moveDown(0.2);
      doc.font('Helvetica').fontSize(11);
      for (const paragraph of section.paragraphs) doc.text(paragraph, { align: 'justify' }).moveDown(0.4);
    }
    doc.font('Helvetica-Oblique').fontSize(8).fillColor('#888888').text(footer, 56, 790, { lineBreak: false });
    doc.end();
  });
}
