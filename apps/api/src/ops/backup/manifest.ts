/**
 * manifest.json, at the top of every archive: when it was made, from which database, what
 * the database held (counts per table, migration level) and each stored file with its hash.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BackupError } from './backup-error.ts';

export const manifestFormat = 'plateforme-sauvegarde/1';

const storedFileSchema = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: z.string() });

const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** Inside the archive: database/pglite.tar (the data directory) or database/postgres.dump (pg_dump -Fc). */
    file: z.string(),
    sha256: z.string(),
    serverVersion: z.string(),
    migrations: z.object({ applied: z.number().int().min(0), latest: z.string().nullable() }),
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.object({
    storage: z.enum(['local', 's3']),
    /** What the operator must know about the files (an S3 bucket is not in the archive). */
    note: z.string().optional(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    list: z.array(storedFileSchema),
    /** Files the database names that were not on disk at backup time. */
    missing: z.array(z.string()),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type StoredFileEntry = z.infer<typeof storedFileSchema>;

export const manifestName = 'manifest.json';

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(folder, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, manifestName), 'utf8');
  } catch {
    throw new BackupError(`Archive invalide : ${manifestName} est absent.`);
  }
  let parsed: ReturnType<typeof manifestSchema.safeParse>;
  try {
    parsed = manifestSchema.safeParse(JSON.parse(text));
  } catch {
    throw new BackupError(`Archive invalide : ${manifestName} n’est pas du JSON lisible.`);
  }
  if (!parsed.success) {
    throw new BackupError(
      `Archive invalide : ${manifestName} n’est pas celui d’une sauvegarde de la plateforme (format ${manifestFormat} attendu).`,
    );
  }
  return parsed.data;
}

/** plateforme-2026-11-29T230012Z: sortable, in UTC, one per second. */
export function archiveBaseName(date: Date): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');
  return `plateforme-${stamp}`;
}
