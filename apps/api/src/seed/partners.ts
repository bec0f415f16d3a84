import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { attachments, partnerCodes, partners } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { slugify, storeFile } from './files.ts';
import { partnerDrafts } from './partner-drafts.ts';
import { logoSvg } from './partner-logos.ts';

/**
 * Demo partner codes, in clear for the README; the database only holds their argon2id hashes.
 * LIGUE75-2023 is expired and ARTISANS-OLD is deactivated: both must be refused.
 *   ligue75 LIGUE75 · ligue69 LIGUE69 · ligue33 LIGUE33 · retraite_horizon HORIZON-RETRAITE
 *   retraite_artisans ARTISANS-RETRAITE · mutuelle_solidaire MSS-ADHESION
 *   mutuelle_enseignants MEC-SANTE · employeur_rail RAIL-SALARIES · employeur_energie ENERGIE-OUEST
 *   patientsreseau PATIENTS-RESEAU
 */
export const demoPartnerCodes = [
  { partner: 'Ligue contre le cancer – Comité de Paris', supportType: 'ligue', code: 'LIGUE75', valid: true },
  { partner: 'Ligue contre le cancer – Comité de Paris', supportType: 'ligue', code: 'LIGUE75-2023', valid: false },
  { partner: 'Ligue contre le cancer – Comité du Rhône', supportType: 'ligue', code: 'LIGUE69', valid: true },
  { partner: 'Ligue contre le cancer – Comité de la Gironde', supportType: 'ligue', code: 'LIGUE33', valid: true },
  {
    partner: 'Caisse de retraite Horizon – Action sociale',
    supportType: 'retreat',
    code: 'HORIZON-RETRAITE',
    valid: true,
  },
  {
    partner: 'Caisse de retraite des artisans et commerçants',
    supportType: 'retreat',
    code: 'ARTISANS-RETRAITE',
    valid: true,
  },
  {
    partner: 'Caisse de retraite des artisans et commerçants',
    supportType: 'retreat',
    code: 'ARTISANS-OLD',
    valid: false,
  },
  { partner: 'Mutuelle Santé Solidaire', supportType: 'healthinsurance', code: 'MSS-ADHESION', valid: true },
  {
    partner: "Mutuelle de l'Éducation et de la Culture",
    supportType: 'healthinsurance',
    code: 'MEC-SANTE',
    valid: true,
  },
  { partner: 'Rail & Services – Mission handicap', supportType: 'employer', code: 'RAIL-SALARIES', valid: true },
  { partner: "Énergies de l'Ouest – Service social", supportType: 'employer', code: 'ENERGIE-OUEST', valid: true },
  { partner: 'Patients en réseau', supportType: 'patientsreseau', code: 'PATIENTS-RESEAU', valid: true },
] as const;

export type SeededPartner = { id: number; name: string; supportType: string; department: string | null };

export async function seedPartners(db: Db, storage: Storage): Promise<Map<string, SeededPartner>> {
  const rows = await db
    .insert(partners)
    .values(partnerDrafts.map(({ key: _key, color: _color, ...partner }) => partner))
    .returning();
  const byKey = new Map<string, SeededPartner>();
  partnerDrafts.forEach((draft, index) => {
    const row = rows[index];
    if (!row) throw new Error('partner not created');
    byKey.set(draft.key, { id: row.id, name: row.name, supportType: row.supportType, department: row.department });
  });

  const logos = await Promise.all(
    partnerDrafts.map((draft) =>
      storeFile(storage, `partners/${slugify(draft.key)}.svg`, logoSvg(draft.name, draft.color), {
        name: `logo-${slugify(draft.key)}.svg`,
        mime: 'image/svg+xml',
      }),
    ),
  );
  await db.insert(attachments).values(
    logos.map((logo, index) => ({
      ...logo,
      attachableType: 'partner' as const,
      attachableId: rows[index]?.id ?? 0,
      role: 'logo' as const,
    })),
  );

  // Hashing is the slow part of seeding: all codes at once, on the libuv thread pool.
  const codeRows = await Promise.all(
    demoPartnerCodes.map(async (entry) => {
      const partner = rows.find((row) => row.name === entry.partner);
      if (!partner) throw new Error(`unknown partner ${entry.partner}`);
      const expired = entry.code === 'LIGUE75-2023';
      return {
        partnerId: partner.id,
        codeHash: await hashPassword(entry.code),
        label: expired ? 'Campagne 2023' : 'Code adhérent',
        active: entry.valid || expired,
        validUntil: expired ? '2023-12-31' : null,
      };
    }),
  );
  await db.insert(partnerCodes).values(codeRows);
  return byKey;
}
