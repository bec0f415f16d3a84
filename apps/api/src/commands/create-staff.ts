// npm run create-staff -- --email prenom.nom@association.fr --firstname Prénom --lastname Nom
// Creates the staff account of a production database and prints its single-use link to
// choose a password (ADR 062). Reads the same environment as the server (DATABASE_URL,
// DATA_DIR, PUBLIC_URL); on PGlite, stop the server first (one process per data directory).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailSchema } from '@plateforme/shared/accounts/accounts.schemas';
import { formatDate } from '@plateforme/shared/format/dates';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedReference } from '../seed/reference.ts';
import { createStaffInvitation, StaffAccountError } from '../seed/staff.ts';

const usage = 'Usage : npm run create-staff -- --email adresse@association.fr --firstname Prénom --lastname Nom';

function readPerson() {
  let values: { email?: string; firstname?: string; lastname?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' } },
    }));
  } catch {
    throw new StaffAccountError(usage);
  }
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new StaffAccountError(`--email : une adresse e-mail valide est attendue.\n${usage}`);
  const firstname = values.firstname?.trim() || 'Équipe';
  const lastname = values.lastname?.trim() || 'Association';
  return { email: email.data, firstname, lastname };
}

try {
  const person = readPerson();
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.resolve(config.DATA_DIR, 'pglite') },
  );
  try {
    await database.migrate();
    await seedReference(database.db);
    const { link, expiresAt, created } = await createStaffInvitation(database.db, config, person);
    console.log(
      [
        created
          ? `Compte de l’équipe créé pour ${person.email}.`
          : `Nouveau lien pour ${person.email} (le précédent ne fonctionne plus).`,
        `Lien à usage unique pour choisir le mot de passe, valable jusqu’au ${formatDate(expiresAt)} :`,
        '',
        link,
        '',
        'Transmettez-le à cette personne seule : il n’est affiché qu’une fois et n’est conservé nulle part.',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof StaffAccountError || error instanceof ConfigError;
  console.error(known ? (error as Error).message : `Création impossible : ${(error as Error).message}`);
  process.exitCode = 1;
}
