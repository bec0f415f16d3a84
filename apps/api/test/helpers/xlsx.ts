import ExcelJS from 'exceljs';

/** An xlsx file the API sent (`response.rawPayload`), opened as exceljs reads it. */
export async function loadWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The first sheet's rows that hold something, each as its cells' values from column A. */
export async function readSheetRows(body: Buffer): Promise<unknown[][]> {
  const sheet = (await loadWorkbook(body)).worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
