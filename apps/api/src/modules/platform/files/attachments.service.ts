/**
 * The stored files' rows (attachments) of documents and session materials: the platform owns
 * the table, the library and the supports ask here (one writer per table).
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
