/**
 * The stored files' rows (attachments) of documents, session materials and partner logos: the
 * platform owns the table, the library, the supports and the partners ask here (one writer per table).
 */
import type { Db } from '../../../db/client.ts';
import * as repository from './attachments.repository.ts';
import type { AttachmentFile, AttachmentOwner } from './attachments.repository.ts';

/** The one file of an owner and role: the old row goes, the new one comes; answers the old one. */
export function replaceAttachment(db: Db, owner: AttachmentOwner, file: AttachmentFile | null) {
  return repository.replaceAttachment(db, owner, file);
}

/** Every file row of an owner; answers the files' paths, for the caller to delete the files. */
export function deleteAttachmentsOf(db: Db, type: AttachmentOwner['type'], id: number) {
  return repository.deleteAttachmentsOf(db, type, id);
}

/** The one file of an owner and role, if any. */
export function findAttachment(db: Db, owner: AttachmentOwner) {
  return repository.findAttachment(db, owner);
}

/** The owner's file in place, its row kept (a partner's logo). */
export function upsertAttachment(db: Db, owner: AttachmentOwner, file: AttachmentFile) {
  return repository.upsertAttachment(db, owner, file);
}

export function deleteAttachment(db: Db, attachmentId: number) {
  return repository.deleteAttachment(db, attachmentId);
}
