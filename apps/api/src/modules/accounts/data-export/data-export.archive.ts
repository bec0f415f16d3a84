/**
 * The copy as one ZIP a person can open without us: a JSON file holding everything, one CSV
 * per subject (UTF-8 with a BOM and « ; » between cells, as a French spreadsheet expects), her
 * tax receipts' PDFs, and a short note saying what is where.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Row, Section } from './data-export.collect.ts';

export const JSON_FILE = 'mes-donnees.json';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A value as JSON writes it: dates in ISO 8601, the rest as it is. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return plainRow(value as Row);
  return value;
}

const plainRow = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), plain(value)]));

/** A cell: text that a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns.join(';'), ...rows.map((row) => columns.map((column) => cell(row[column])).join(';'))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const readme = (exportedAt: Date, sections: Section[]) =>
  [
    'Copie de vos données',
    '',
    `Préparée le ${exportedAt.toISOString()} (heure UTC).`,
    '',
    `${JSON_FILE} : toutes vos données en un seul fichier.`,
    'Un fichier CSV par sujet (à ouvrir avec un tableur) :',
    ...sections.map((section) => `- ${section.file}.csv (${section.rows.length} ligne(s))`),
    'recus-fiscaux/ : vos reçus fiscaux en PDF, tels qu’ils ont été émis.',
    '',
    'Ne figurent pas dans cette copie : votre mot de passe et les jetons de connexion ou des liens',
    '(ils ne sont gardés que sous une forme chiffrée non réversible), ni les données d’autres personnes.',
    '',
  ].join('\r\n');

export function buildArchive(
  person: { id: number; email: string },
  sections: Section[],
  receipts: Array<{ number: string; pdf: Buffer }>,
  exportedAt: Date,
): Buffer {
  const plainSections = sections.map((section) => ({ ...section, rows: section.rows.map(plainRow) }));
  const json = {
    exported_at: exportedAt.toISOString(),
    person: { id: person.id, email: person.email },
    sections: Object.fromEntries(
      plainSections.map((section) => [section.file, { table: section.table, rows: section.rows }]),
    ),
  };
  const files: Zippable = {
    'LISEZ-MOI.txt': strToU8(readme(exportedAt, sections)),
    [JSON_FILE]: strToU8(JSON.stringify(json, null, 2)),
  };
  for (const section of plainSections) files[`${section.file}.csv`] = strToU8(toCsv(section.rows));
  for (const receipt of receipts) {
    const name = receipt.number.replace(/[^A-Za-z0-9_-]/g, '-');
    files[`recus-fiscaux/recu-${name}.pdf`] = new Uint8Array(receipt.pdf);
  }
  return Buffer.from(zipSync(files, { level: 6, mtime: exportedAt }));
}
