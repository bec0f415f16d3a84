import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { attachments } from '../../../db/schema/index.ts';

export type AttachmentOwner = {
  type: 'document' | 'support' | 'partner';
  id: number;
  role: 'file' | 'pro_attachment' | 'user_attachment' | 'guide_attachment' | 'logo';
};
export type AttachmentFile = { name: string; path: string; mime: string; sizeBytes: number };

/** The one file of an owner and role: the old row goes, the new one comes (a new id, a new cache). */
export async function replaceAttachment(db: Db, owner: AttachmentOwner, file: AttachmentFile | null) {
  const where = and(
    eq(attachments.attachableType, owner.type),
    eq(attachments.attachableId, owner.id),
    eq(attachments.role, owner.role),
  );
  const [old] = await db.delete(attachments).where(where).returning({ path: attachments.path, name: attachments.name });
  if (file)
    await db
      .insert(attachments)
      .values({ attachableType: owner.type, attachableId: owner.id, role: owner.role, ...file });
  return old ?? null;
}

/** Every file row of an owner; answers the files' paths. */
export async function deleteAttachmentsOf(db: Db, type: AttachmentOwner['type'], id: number) {
  const files = await db
    .delete(attachments)
    .where(and(eq(attachments.attachableType, type), eq(attachments.attachableId, id)))
    .returning({ path: attachments.path });
  return files.map((file) => file.path);
}

const ownedBy = (owner: AttachmentOwner) =>
  and(
    eq(attachments.attachableType, owner.type),
    eq(attachments.attachableId, owner.id),
    eq(attachments.role, owner.role),
  );

export async function findAttachment(db: Db, owner: AttachmentOwner) {
  const [row] = await db.select().from(attachments).where(ownedBy(owner));
  return row;
}

/** The owner's file in place: the row (and its id) kept, its file described anew. */
export async function upsertAttachment(db: Db, owner: AttachmentOwner, file: AttachmentFile) {
  await db
    .insert(attachments)
    .values({ attachableType: owner.type, attachableId: owner.id, role: owner.role, ...file })
    .onConflictDoUpdate({
      target: [attachments.attachableType, attachments.attachableId, attachments.role],
      set: { ...file, createdAt: new Date() },
    });
}

export async function deleteAttachment(db: Db, attachmentId: number) {
  await db.delete(attachments).where(eq(attachments.id, attachmentId));
}
