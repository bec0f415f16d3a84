import ExcelJS from 'exceljs';
import { formatTimeRange, formatWeekdayDate } from '@plateforme/shared/format/dates';
import { proWorkshopDetailMessages as texts } from '@plateforme/shared/messages/workshops';
import { participantsFileName } from '@plateforme/shared/workshops/export-file-name';
import type { Participant, SessionWithWorkshop } from './participants.repository.ts';

/** The sheet's title line: workshop, Paris date and time slot, type, address or link. */
export function sessionTitle(session: SessionWithWorkshop): string {
  const when = `${formatWeekdayDate(session.start)} ${formatTimeRange(session.start, session.end)}`;
  const where = session.type === 'remote' ? session.link : session.address;
  const type = session.type === 'remote' ? texts.remote : texts.onsite;
  return [session.workshopName, when, type, where].filter((part) => part).join(' — ');
}

/** Places first in the order they were taken, then the waiting list by rank (its arrival order). */
export function toSheetRows(participants: Participant[]): string[][] {
  const validated = participants.filter((row) => row.status === 'validated');
  const waiting = participants.filter((row) => row.status === 'waiting');
  const cells = (row: Participant, status: string) => [
    row.lastname,
    row.firstname,
    row.email,
    row.phone ?? '',
    status,
    row.attendance === 1 || row.attendance === 0 ? texts.attendanceCell[row.attendance] : texts.attendanceCell.none,
  ];
  return [
    ...validated.map((row) => cells(row, texts.subscribed)),
    ...waiting.map((row, index) => cells(row, texts.waitingRank(index + 1))),
  ];
}

export function exportFileName(session: SessionWithWorkshop): string {
  return participantsFileName(session.workshopName, session.start);
}

/** The workbook of the export (P2 §7): one sheet « Participants », title line, headers, rows. */
export async function buildParticipantsWorkbook(
  session: SessionWithWorkshop,
  participants: Participant[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plateforme des ateliers';
  const sheet = workbook.addWorksheet(texts.sheetName);
  sheet.addRow([sessionTitle(session)]).font = { bold: true, size: 13 };
  sheet.mergeCells(1, 1, 1, texts.sheetHeaders.length);
  sheet.addRow([...texts.sheetHeaders]).font = { bold: true };
  sheet.addRows(toSheetRows(participants));
  sheet.columns.forEach((column, index) => {
    column.width = [20, 18, 32, 16, 16, 12][index] ?? 16;
  });
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
