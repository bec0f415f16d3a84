/** Library documents for the test that reads them, with their file written under the files root. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { attachments, documents } from '../../src/db/schema/index.ts';

type DocumentOptions = {
  title: string;
  type: string;
  createdAt: Date;
  description?: string;
  /** The file's bytes; none: the document has no file attached. */
  bytes?: Buffer | null;
  /** The download name kept with the file. */
  name?: string;
  mime?: string;
};

let sequence = 0;

export async function createDocument(db: Db, filesDir: string, options: DocumentOptions) {
  sequence += 1;
  const {
    title,
    type,
    createdAt,
    description = '',
    bytes = Buffer.from(`%PDF-1.4\n% ${title}\n`),
    name = `document-${sequence}.pdf`,
    mime = 'application/pdf',
  } = options;
  const [document] = await db
    .insert(documents)
    .values({ title, type, description, createdAt, updatedAt: createdAt })
    .returning();
  if (!document) throw new Error('document not inserted');
  if (bytes) {
    const relativePath = `library/test-${process.pid}-${sequence}.pdf`;
    await mkdir(path.join(filesDir, 'library'), { recursive: true });
    await writeFile(path.join(filesDir, ...relativePath.split('/')), bytes);
    await db.insert(attachments).values({
      attachableType: 'document',
      attachableId: document.id,
      role: 'file',
      name,
      path: relativePath,
      mime,
      sizeBytes: bytes.length,
    });
  }
  return document;
}
