import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupportAttachmentRole } from '@plateforme/shared/supports/supports.schemas';
import type { Db } from '../../src/db/client.ts';
import { attachments, meetings, supports, workshops } from '../../src/db/schema/index.ts';

let sequence = 100;
const fileNames: Record<SupportAttachmentRole, { name: string; mime: string }> = {
  user_attachment: { name: 'livret-séance.pdf', mime: 'application/pdf' },
  guide_attachment: { name: 'guide-animateur.pdf', mime: 'application/pdf' },
  pro_attachment: { name: 'diaporama.zip', mime: 'application/zip' },
};

type SupportOptions = {
  supportType?: 'classique' | 'aja';
  shared?: boolean;
  roles?: SupportAttachmentRole[];
  /** Rows whose file is not on disk. */
  missing?: SupportAttachmentRole[];
  sequence?: number;
};

/** A support of a fresh sequence with its files; `files[role]` is the attachment id. */
export async function createSupport(db: Db, filesDir: string, options: SupportOptions = {}) {
  const {
    supportType = 'classique',
    shared = false,
    roles = ['user_attachment', 'guide_attachment', 'pro_attachment'],
    missing = [],
  } = options;
  sequence += 1;
  const [support] = await db
    .insert(supports)
    .values({ sequence: options.sequence ?? sequence, supportType, sharedWithLicencePros: shared })
    .returning();
  const files = {} as Record<SupportAttachmentRole, number>;
  for (const role of roles) {
    const relative = `supports/test/${support!.id}/${role}`;
    const data = Buffer.from(`%PDF-1.4 ${role} ${support!.id}`);
    if (!missing.includes(role)) {
      await mkdir(path.dirname(path.join(filesDir, relative)), { recursive: true });
      await writeFile(path.join(filesDir, relative), data);
    }
    const [row] = await db
      .insert(attachments)
      .values({
        attachableType: 'support',
        attachableId: support!.id,
        role,
        path: relative,
        sizeBytes: data.length,
        ...fileNames[role],
      })
      .returning();
    files[role] = row!.id;
  }
  return { support: support!, files };
}

type SessionOptions = {
  owner: { id: number };
  secondaryPro?: { id: number };
  sequence: number;
  start: Date;
  minutes?: number;
  isAja?: boolean;
  oncommence?: boolean;
};

/** One session of a fresh workshop, with the sequence and times a window test needs. */
export async function createSession(db: Db, options: SessionOptions) {
  const [workshop] = await db
    .insert(workshops)
    .values({
      name: `Atelier supports ${options.sequence}`,
      type: 'remote',
      userId: options.owner.id,
      secondaryProId: options.secondaryPro?.id ?? null,
      isAja: options.isAja ?? false,
      workshopType: options.oncommence ? 'oncommence' : 'cognitive',
      zip: '75012',
      city: 'Paris',
      department: '75',
    })
    .returning();
  const end = new Date(options.start.getTime() + (options.minutes ?? 90) * 60_000);
  const [session] = await db
    .insert(meetings)
    .values({
      workshopId: workshop!.id,
      start: options.start,
      end,
      type: 'remote',
      sequence: options.sequence,
      places: 8,
      link: 'https://visio.exemple.test/salle',
    })
    .returning();
  return { workshop: workshop!, session: session! };
}
