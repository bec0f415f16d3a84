import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { addMinutes } from './dates.ts';

/**
 * A few e-mails for the back office's outbox (ADR 041): one sent, one given up after its
 * attempts, to an address of no demo account so no journey reads it.
 */
export async function seedOutbox(db: Db, { now }: { now: Date }): Promise<void> {
  const to = 'secretariat.partenaire@exemple.fr';
  await db.insert(mailOutbox).values([
    {
      to,
      subject: 'Bienvenue sur la plateforme des ateliers',
      text: 'Bonjour,\n\nVotre compte est créé.',
      createdAt: addMinutes(now, -3 * 24 * 60),
      sentAt: addMinutes(now, -3 * 24 * 60 + 1),
      attempts: 1,
    },
    {
      to,
      subject: 'Votre reçu fiscal',
      text: 'Bonjour,\n\nVeuillez trouver votre reçu fiscal.',
      createdAt: addMinutes(now, -2 * 24 * 60),
      attempts: 5,
      error: '550 5.1.1 Adresse inconnue',
    },
  ]);
}
