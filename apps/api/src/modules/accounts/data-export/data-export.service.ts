/**
 * « Télécharger mes données » (issue #38): a member asks for a copy, a job prepares it as a ZIP
 * among the stored files and e-mails her, she downloads it from her profile for 7 days, then
 * the file is deleted. One copy in preparation at a time, three asked for in 24 hours at most.
 */
import { AppError } from '@plateforme/shared/errors/app-error';
import type { DataExport } from '@plateforme/shared/accounts/data-export.schemas';
import {
  DATA_EXPORT_DAILY_LIMIT,
  DATA_EXPORT_KEEP_DAYS,
  dataExportMessages as texts,
} from '@plateforme/shared/messages/accounts-data';
import type { Db } from '../../../db/client.ts';
import { enqueueJob } from '../../../lib/jobs.ts';
import { findStoredFile, type StoredFile } from '../../../lib/stored-files.ts';
import { createSecretToken, hashToken } from '../../../lib/tokens.ts';
import * as repository from './data-export.repository.ts';
import type { DataExportRow } from './data-export.repository.ts';
import type { Storage } from '../../../lib/storage/storage.ts';

export const DATA_EXPORT_JOB = 'data-export';
const DAY_MS = 24 * 60 * 60_000;
export const keepUntil = (from: Date) => new Date(from.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS);

/** A copy as her profile shows it: `expired` once its file is gone or its date has passed. */
export function toDataExport(row: DataExportRow, now: Date): DataExport {
  const expired = row.state === 'ready' && (!row.fileKey || row.expiresAt <= now);
  return {
    id: row.id,
    state: expired ? 'expired' : (row.state as DataExport['state']),
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    size: expired ? null : row.size,
  };
}

/** Records the request and its job in one transaction: the job exists exactly when the request does. */
export async function requestDataExport(db: Db, userId: number, now: Date): Promise<DataExport> {
  return db.transaction(async (tx) => {
    if (!(await repository.lockPerson(tx, userId))) throw new AppError('not_found', texts.errors.notFound);
    if (await repository.hasPendingExport(tx, userId)) throw new AppError('conflict', texts.errors.alreadyPending);
    const since = new Date(now.getTime() - DAY_MS);
    if ((await repository.countExportsSince(tx, userId, since)) >= DATA_EXPORT_DAILY_LIMIT)
      throw new AppError('rate_limited', texts.errors.tooMany);
    // The link to the file is the signed-in download by id; the token (kept hashed) names the copy only.
    const row = await repository.insertExport(tx, {
      userId,
      tokenHash: hashToken(createSecretToken()),
      requestedAt: now,
      expiresAt: keepUntil(now),
    });
    await enqueueJob(tx, { kind: DATA_EXPORT_JOB, key: String(row.id), payload: { exportId: row.id } }, now);
    return toDataExport(row, now);
  });
}

export async function getLatestDataExport(db: Db, userId: number, now: Date): Promise<DataExport | null> {
  const row = await repository.findLatestExport(db, userId);
  return row ? toDataExport(row, now) : null;
}

/** Her ready copy's file; another person's copy is unknown (404), an old one is gone (404, told so). */
export async function findDataExportFile(
  db: Db,
  storage: Storage,
  userId: number,
  exportId: number,
  now: Date,
): Promise<{ file: StoredFile; readyAt: Date }> {
  const row = await repository.findExport(db, exportId);
  if (!row || row.userId !== userId) throw new AppError('not_found', texts.errors.notFound);
  if (row.state !== 'ready') throw new AppError('not_found', texts.errors.notReady);
  if (!row.fileKey || row.expiresAt <= now) throw new AppError('not_found', texts.errors.gone);
  const file = await findStoredFile(storage, { id: row.id, path: row.fileKey, mime: 'application/zip' });
  if (!file) throw new AppError('not_found', texts.errors.gone);
  return { file, readyAt: row.readyAt ?? row.requestedAt };
}
