import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a file to download, never cached (exports hold personal data). */
export function sendDownload(reply: FastifyReply, fileName: string, content: Buffer, type = XLSX_TYPE) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .send(content);
}

export type SheetColumn<Row> = { header: string; width?: number; value: (row: Row) => string | number | Date | null };

/**
 * One sheet with a bold, frozen header line: the back office's list exports (ADR 040).
 * Dates are written as Excel dates, shown in Europe/Paris by the caller's `value`.
 */
export async function buildSheet<Row>(
  sheetName: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plateforme des ateliers';
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(columns.map((column) => column.header)).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? ''));
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column.width ?? 18;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
