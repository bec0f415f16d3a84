import type { Db } from '../db/client.ts';
import type { Storage } from '../lib/storage/storage.ts';
import { attachments, partnerCodes, partners, type NewPartner } from '../db/schema/index.ts';
import { hashPassword } from '../lib/password.ts';
import { slugify, storeFile } from './files.ts';

type PartnerDraft = NewPartner & { key: string; color: string };

const partnerDrafts: PartnerDraft[] = [
  {
    key: 'ligue75',
    name: 'Ligue contre le cancer – Comité de Paris',
    supportType: 'ligue',
    street: '89 boulevard de Magenta',
    zip: '75010',
    city: 'Paris',
    department: '75',
    price: 0,
    color: '#0b5394',
  },
  {
    key: 'ligue69',
    name: 'Ligue contre le cancer – Comité du Rhône',
    supportType: 'ligue',
    street: '86 boulevard des Belges',
    zip: '69006',
    city: 'Lyon',
    department: '69',
    price: 0,
    color: '#0b5394',
  },
  {
    key: 'ligue33',
    name: 'Ligue contre le cancer – Comité de la Gironde',
    supportType: 'ligue',
    street: "14 cours de l'Argonne",
    zip: '33000',
    city: 'Bordeaux',
    department: '33',
    price: 0,
    color: '#0b5394',
  },
  {
    key: 'retraite_horizon',
    name: 'Caisse de retraite Horizon – Action sociale',
    supportType: 'retreat',
    street: '21 rue de la Victoire',
    zip: '75009',
    city: 'Paris',
    department: '75',
    price: 0,
    color: '#6a329f',
  },
  {
    key: 'retraite_artisans',
    name: 'Caisse de retraite des artisans et commerçants',
    supportType: 'retreat',
    street: '4 place Bellecour',
    zip: '69002',
    city: 'Lyon',
    department: '69',
    price: 1000,
    color: '#8e7cc3',
  },
  {
    key: 'mutuelle_solidaire',
    name: 'Mutuelle Santé Solidaire',
    supportType: 'healthinsurance',
    street: '30 rue Sainte-Catherine',
    zip: '33000',
    city: 'Bordeaux',
    department: '33',
    price: 1000,
    color: '#38761d',
  },
  {
    key: 'mutuelle_enseignants',
    name: "Mutuelle de l'Éducation et de la Culture",
    supportType: 'healthinsurance',
    street: '12 rue Crébillon',
    zip: '44000',
    city: 'Nantes',
    department: '44',
    price: null,
    color: '#6aa84f',
  },
  {
    key: 'employeur_rail',
    name: 'Rail & Services – Mission handicap',
    supportType: 'employer',
    street: '2 place aux Étoiles',
    zip: '93200',
    city: 'Saint-Denis',
    department: '93',
    price: 0,
    color: '#cc0000',
  },
  {
    key: 'employeur_energie',
    name: "Énergies de l'Ouest – Service social",
    supportType: 'employer',
    street: '5 quai de la Fosse',
    zip: '44000',
    city: 'Nantes',
    department: '44',
    price: 1000,
    color: '#e69138',
  },
  {
    key: 'patientsreseau',
    name: 'Patients en réseau',
    supportType: 'patientsreseau',
    street: '6 rue du Colisée',
    zip: '75008',
    city: 'Paris',
    department: '75',
    price: 0,
    color: '#c27ba0',
  },
  {
    key: 'cs_paris',
    name: 'Centre de soins de support Paris-Est',
    supportType: 'healthcenter',
    street: '184 rue du Faubourg Saint-Antoine',
    zip: '75012',
    city: 'Paris',
    department: '75',
    color: '#134f5c',
  },
  {
    key: 'cs_lyon',
    name: "Espace ressources cancer Lyon Presqu'île",
    supportType: 'healthcenter',
    street: '28 rue de la République',
    zip: '69002',
    city: 'Lyon',
    department: '69',
    color: '#45818e',
  },
  {
    key: 'cs_marseille',
    name: 'Institut méditerranéen de soins oncologiques',
    supportType: 'healthcenter',
    street: '232 boulevard de Sainte-Marguerite',
    zip: '13009',
    city: 'Marseille',
    department: '13',
    color: '#0c343d',
  },
  {
    key: 'cs_lille',
    name: 'Centre régional de lutte contre le cancer Nord',
    supportType: 'healthcenter',
    street: '3 rue Frédéric Combemale',
    zip: '59000',
    city: 'Lille',
    department: '59',
    color: '#274e13',
  },
  {
    key: 'cs_nantes',
    name: "Maison des patients de l'Ouest",
    supportType: 'healthcenter',
    street: '8 quai Moncousu',
    zip: '44000',
    city: 'Nantes',
    department: '44',
    color: '#3d85c6',
  },
  {
    key: 'cs_strasbourg',
    name: "Clinique de l'Orangerie – Oncologie",
    supportType: 'healthcenter',
    street: '29 allée de la Robertsau',
    zip: '67000',
    city: 'Strasbourg',
    department: '67',
    color: '#a61c00',
  },
  {
    key: 'cs_toulouse',
    name: 'Oncopole – Espace de soins de support',
    supportType: 'healthcenter',
    street: '1 avenue Irène Joliot-Curie',
    zip: '31100',
    city: 'Toulouse',
    department: '31',
    active: false,
    color: '#7f6000',
  },
];

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

const minorWords = new Set(['des', 'les', 'aux', 'contre', 'pour', 'une']);

/** 'Caisse de retraite Horizon – Action sociale' gives 'CRH'. */
function initials(name: string): string {
  const words = (name.split(' – ')[0] ?? name)
    .split(/[\s'&-]+/)
    .filter((word) => word.length > 2 && !minorWords.has(word.toLowerCase()));
  return words
    .slice(0, 3)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The name cut into lines of about `width` characters, between words. */
function wrapWords(name: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A small text logo, about as wide as tall like the carousel's cards (P2 §9): a coloured badge
 * with initials above the name on up to four centred lines. A wide logo would be drawn a
 * fifth of a card high and its name unreadable.
 */
function logoSvg(name: string, color: string): Buffer {
  const lines = wrapWords(name, 20);
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.55 em per character in Arial: the longest line stays inside the 224 px width.
  const fontSize = Math.min(lines.length > 3 ? 16 : 19, Math.floor(224 / (longest * 0.55)));
  const text = lines
    .map(
      (line, index) =>
        `<text x="120" y="${124 + index * (fontSize + 4)}" font-size="${fontSize}" text-anchor="middle" fill="#1f1f1f">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="200" viewBox="0 0 240 200" font-family="Arial, Helvetica, sans-serif">` +
      `<rect width="240" height="200" rx="12" fill="#ffffff"/>` +
      `<circle cx="120" cy="52" r="40" fill="${color}"/>` +
      `<text x="120" y="62" font-size="26" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(initials(name))}</text>` +
      `${text}</svg>`,
    'utf8',
  );
}

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
