// The demo population. Profiles decide the membership, payments and questionnaires seeded.
import { ajaPeople } from './aja-people.ts';
import { ligueMembers } from './ligue-members.ts';
import { otherMembers } from './other-members.ts';

export type Profile =
  | 'admin'
  | 'pro'
  | 'ligue'
  | 'card'
  | 'healthinsurance'
  | 'employer'
  | 'renewal'
  | 'patientsreseau'
  | 'retreat'
  | 'expired'
  | 'archived'
  | 'invited'
  | 'none'
  | 'aja_young'
  | 'aja_assistant';

export type PersonDraft = {
  email?: string;
  firstname: string;
  lastname: string;
  /** Age on the seeding day. */
  age: number;
  street: string;
  zip: string;
  city: string;
  profile: Profile;
  /** For pros. */
  proStatus?: 'licence' | 'novice' | 'basic';
  proBlocked?: boolean;
  /** Partner key (see partners.ts) for profiles oriented by a partner. */
  partner?: string;
  /** Email of the carer, for AJA young people. */
  assistant?: string;
};

/** The accounts the README lists; every demo password is 'motdepasse'. */
export const demoPersonas: PersonDraft[] = [
  {
    email: 'admin@demo.fr',
    firstname: 'Isabelle',
    lastname: 'Martin',
    age: 52,
    street: '10 rue de la Santé',
    zip: '75014',
    city: 'Paris',
    profile: 'admin',
  },
  {
    email: 'membre@demo.fr',
    firstname: 'Marie',
    lastname: 'Dupont',
    age: 57,
    street: '18 rue Oberkampf',
    zip: '75011',
    city: 'Paris',
    profile: 'card',
  },
  {
    email: 'nonmembre@demo.fr',
    firstname: 'Paul',
    lastname: 'Girard',
    age: 61,
    street: '7 rue Sainte-Catherine',
    zip: '69001',
    city: 'Lyon',
    profile: 'none',
  },
  {
    email: 'pro@demo.fr',
    firstname: 'Claire',
    lastname: 'Moreau',
    age: 44,
    street: '25 rue de Charonne',
    zip: '75011',
    city: 'Paris',
    profile: 'pro',
    proStatus: 'basic',
  },
  {
    email: 'licence@demo.fr',
    firstname: 'Thomas',
    lastname: 'Bernard',
    age: 39,
    street: '3 quai Saint-Vincent',
    zip: '69001',
    city: 'Lyon',
    profile: 'pro',
    proStatus: 'licence',
  },
  {
    email: 'aidant@demo.fr',
    firstname: 'Nathalie',
    lastname: 'Rousseau',
    age: 49,
    street: '41 rue de Vaugirard',
    zip: '75006',
    city: 'Paris',
    profile: 'aja_assistant',
  },
  {
    email: 'jeune@demo.fr',
    firstname: 'Léa',
    lastname: 'Rousseau',
    age: 22,
    street: '41 rue de Vaugirard',
    zip: '75006',
    city: 'Paris',
    profile: 'aja_young',
    assistant: 'aidant@demo.fr',
  },
];

export const otherPros: PersonDraft[] = [
  {
    firstname: 'Julien',
    lastname: 'Lefèvre',
    age: 35,
    street: '12 rue Paradis',
    zip: '13001',
    city: 'Marseille',
    profile: 'pro',
    proStatus: 'novice',
  },
  {
    firstname: 'Sophie',
    lastname: 'Garnier',
    age: 47,
    street: '9 rue Esquermoise',
    zip: '59000',
    city: 'Lille',
    profile: 'pro',
    proStatus: 'basic',
  },
  {
    firstname: 'Karim',
    lastname: 'Haddad',
    age: 42,
    street: '15 rue des Juifs',
    zip: '67000',
    city: 'Strasbourg',
    profile: 'pro',
    proStatus: 'basic',
    proBlocked: true,
  },
  {
    firstname: 'Élise',
    lastname: 'Fournier',
    age: 31,
    street: "22 rue d'Alsace-Lorraine",
    zip: '31000',
    city: 'Toulouse',
    profile: 'pro',
    proStatus: 'basic',
  },
];

export const members: PersonDraft[] = [...ligueMembers, ...otherMembers, ...ajaPeople];
