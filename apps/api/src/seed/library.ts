import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { attachments, documents } from '../db/schema/index.ts';
import { addMinutes } from './dates.ts';
import { slugify, storeFile } from './files.ts';
import { libraryEntries, typeLabels } from './library-titles.ts';
import { renderPdf } from './pdf.ts';

/** Two-page PDFs (a summary, then reading notes) for every library entry, dated over the last year so sorting shows. */
export async function seedLibrary(db: Db, context: { storage: Storage; now: Date }): Promise<void> {
  const { storage, now } = context;
  const entries = Object.entries(libraryEntries).flatMap(([type, list]) =>
    list.map(([title, description], index) => ({ type, title, description, index })),
  );
  const drafts = entries.map((entry, position) => ({
    ...entry,
    // Interleave the types in time so 'most recent' mixes them.
    createdAt: addMinutes(now, -(position * 4 + entry.index) * 24 * 60 - 600),
  }));

  const rows = await db
    .insert(documents)
    .values(
      drafts.map(({ type, title, description, createdAt }) => ({
        type,
        title,
        description,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: documents.id });

  const files = await Promise.all(
    drafts.map(async (draft, position) => {
      const documentId = rows[position]?.id;
      if (documentId === undefined) throw new Error('document not created');
      const pdf = await renderPdf({
        title: draft.title,
        subtitle: typeLabels[draft.type] ?? draft.type,
        date: draft.createdAt,
        sections: [
          { heading: 'Résumé', paragraphs: [draft.description] },
          {
            heading: 'À propos de ce document',
            paragraphs: [
              "Ce document fait partie de la bibliothèque réservée aux professionnels de l'association. Il est fourni ici à titre de démonstration : son contenu est volontairement court.",
              "Pour toute question, contactez l'équipe de coordination des ateliers.",
            ],
          },
          {
            heading: 'Notes de lecture',
            newPage: true,
            paragraphs: [
              'Cette seconde page accueille les notes du professionnel : points à retenir, questions à poser en atelier, liens avec les séances.',
            ],
          },
        ],
      });
      const slug = slugify(draft.title).slice(0, 60);
      const relativePath = `library/${draft.type}/${String(draft.index + 1).padStart(2, '0')}-${slug}.pdf`;
      const file = await storeFile(storage, relativePath, pdf, { name: `${slug}.pdf`, mime: 'application/pdf' });
      return {
        ...file,
        attachableType: 'document' as const,
        attachableId: documentId,
        role: 'file' as const,
        createdAt: draft.createdAt,
      };
    }),
  );
  await db.insert(attachments).values(files);
}
