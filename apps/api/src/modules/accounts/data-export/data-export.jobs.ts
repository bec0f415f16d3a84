/**
 * The jobs of « Télécharger mes données »: one prepares a copy (enqueued with the request),
 * one deletes every hour the files past their date, or no longer named by a row (an account
 * deleted takes its rows with it, not its files).
 */
import type { AppContext } from '../../../app-context.ts';
import { publicUrl } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Storage } from '../../../lib/storage/storage.ts';
import { removeStored, storeAtomically } from '../../../lib/uploads.ts';
import { buildArchive } from './data-export.archive.ts';
import { findReceiptPdfs } from './data-export.activity.ts';
import { collectPersonData } from './data-export.collect.ts';
import { dataExportReadyMail } from './data-export.mails.ts';
import * as repository from './data-export.repository.ts';
import { DATA_EXPORT_JOB, keepUntil } from './data-export.service.ts';

export const DATA_EXPORT_PURGE_JOB = 'data-export-purge';
const FOLDER = 'data-exports';
const PURGE_EVERY_MS = 60 * 60_000;
const MAX_ATTEMPTS = 3;
/** A file younger than this may be one a job is about to record: the purge leaves it. */
const ORPHAN_GRACE_MS = 60 * 60_000;

async function prepare(context: AppContext, db: Db, exportId: number, now: Date): Promise<string> {
  const row = await repository.findExport(db, exportId);
  if (!row || row.state === 'failed') return 'copie introuvable ou abandonnée';
  const person = await repository.findPerson(db, row.userId);
  if (!person) return 'compte supprimé';
  const { storage } = context;
  if (row.state === 'pending') {
    // One snapshot: every table read as of the same moment.
    const { sections, receipts } = await db.transaction(
      async (tx) => ({ sections: await collectPersonData(tx, person), receipts: await findReceiptPdfs(tx, person.id) }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const bytes = buildArchive(person, sections, receipts, now);
    const fileKey = await storeAtomically(storage, FOLDER, bytes, 'zip');
    const expiresAt = keepUntil(now);
    if (!(await repository.markReady(db, exportId, { fileKey, size: bytes.length, readyAt: now, expiresAt }))) {
      await removeStored(storage, fileKey);
      return 'déjà préparée';
    }
    for (const older of await repository.findOlderFiles(db, person.id, exportId)) {
      await removeStored(storage, older.fileKey);
      await repository.clearFile(db, older.id);
    }
  }
  const ready = (await repository.findExport(db, exportId))!;
  // The purpose makes the e-mail written once, whatever the retries.
  await context.mailer.send(
    dataExportReadyMail(person, exportId, ready.expiresAt, `${publicUrl(context.config)}/profile`),
  );
  return `copie prête (${ready.size ?? 0} octets)`;
}

/** Deletes the files past their date, and those no row names any more. Answers how many went. */
export async function purgeDataExports(db: Db, storage: Storage, now: Date): Promise<number> {
  let removed = 0;
  for (const expired of await repository.findExpiredFiles(db, now)) {
    await removeStored(storage, expired.fileKey);
    await repository.clearFile(db, expired.id);
    removed++;
  }
  const kept = await repository.findKeptFileKeys(db);
  for await (const object of storage.list(`${FOLDER}/`)) {
    if (kept.has(object.key) || now.getTime() - object.lastModified.getTime() < ORPHAN_GRACE_MS) continue;
    await removeStored(storage, object.key);
    removed++;
  }
  return removed;
}

export function defineDataExportJobs(context: AppContext): void {
  context.jobs.define({
    kind: DATA_EXPORT_JOB,
    maxAttempts: MAX_ATTEMPTS,
    run: async (payload, { db, now, job }) => {
      const exportId = Number(payload.exportId);
      try {
        return await prepare(context, db, exportId, now);
      } catch (error) {
        // The last try failed: her profile says so, and she may ask again.
        if (job.attempts >= MAX_ATTEMPTS) await repository.markFailed(db, exportId);
        throw error;
      }
    },
  });
  context.jobs.define({
    kind: DATA_EXPORT_PURGE_JOB,
    everyMs: PURGE_EVERY_MS,
    maxAttempts: 1,
    run: async (_, { db, now }) => `${await purgeDataExports(db, context.storage, now)} fichier(s) supprimé(s)`,
  });
}
