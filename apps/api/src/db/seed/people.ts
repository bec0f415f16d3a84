// The demo population. Profiles decide the membership, payments and questionnaires seeded.

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
  { email: 'admin@demo.fr', firstname: 'Isabelle', lastname: 'Martin', age: 52, street: '10 rue de la Santé', zip: '75014', city: 'Paris', profile: 'admin' },
  { email: 'membre@demo.fr', firstname: 'Marie', lastname: 'Dupont', age: 57, street: '18 rue Oberkampf', zip: '75011', city: 'Paris', profile: 'card' },
  { email: 'nonmembre@demo.fr', firstname: 'Paul', lastname: 'Girard', age: 61, street: '7 rue Sainte-Catherine', zip: '69001', city: 'Lyon', profile: 'none' },
  { email: 'pro@demo.fr', firstname: 'Claire', lastname: 'Moreau', age: 44, street: '25 rue de Charonne', zip: '75011', city: 'Paris', profile: 'pro', proStatus: 'basic' },
  { email: 'licence@demo.fr', firstname: 'Thomas', lastname: 'Bernard', age: 39, street: '3 quai Saint-Vincent', zip: '69001', city: 'Lyon', profile: 'pro', proStatus: 'licence' },
  { email: 'aidant@demo.fr', firstname: 'Nathalie', lastname: 'Rousseau', age: 49, street: '41 rue de Vaugirard', zip: '75006', city: 'Paris', profile: 'aja_assistant' },
  { email: 'jeune@demo.fr', firstname: 'Léa', lastname: 'Rousseau', age: 22, street: '41 rue de Vaugirard', zip: '75006', city: 'Paris', profile: 'aja_young', assistant: 'aidant@demo.fr' },
];

export const otherPros: PersonDraft[] = [
  { firstname: 'Julien', lastname: 'Lefèvre', age: 35, street: '12 rue Paradis', zip: '13001', city: 'Marseille', profile: 'pro', proStatus: 'novice' },
  { firstname: 'Sophie', lastname: 'Garnier', age: 47, street: '9 rue Esquermoise', zip: '59000', city: 'Lille', profile: 'pro', proStatus: 'basic' },
  { firstname: 'Karim', lastname: 'Haddad', age: 42, street: '15 rue des Juifs', zip: '67000', city: 'Strasbourg', profile: 'pro', proStatus: 'basic', proBlocked: true },
  { firstname: 'Élise', lastname: 'Fournier', age: 31, street: "22 rue d'Alsace-Lorraine", zip: '31000', city: 'Toulouse', profile: 'pro', proStatus: 'basic' },
];

export const members: PersonDraft[] = [
  { firstname: 'Sylvie', lastname: 'Lambert', age: 58, street: '5 rue de la Roquette', zip: '75011', city: 'Paris', profile: 'ligue', partner: 'ligue75' },
  { firstname: 'Catherine', lastname: 'Roux', age: 63, street: '80 rue de la Convention', zip: '75015', city: 'Paris', profile: 'ligue', partner: 'ligue75' },
  { firstname: 'Philippe', lastname: 'Mercier', age: 66, street: '14 rue Custine', zip: '75018', city: 'Paris', profile: 'ligue', partner: 'ligue75' },
  { firstname: 'Martine', lastname: 'Faure', age: 60, street: '32 cours Gambetta', zip: '69003', city: 'Lyon', profile: 'ligue', partner: 'ligue69' },
  { firstname: 'Jean-Pierre', lastname: 'Blanc', age: 69, street: '6 avenue Jean Jaurès', zip: '69007', city: 'Lyon', profile: 'ligue', partner: 'ligue69' },
  { firstname: 'Françoise', lastname: 'Guérin', age: 55, street: '47 rue du Palais Gallien', zip: '33000', city: 'Bordeaux', profile: 'ligue', partner: 'ligue33' },
  { firstname: 'Christine', lastname: 'Boyer', age: 51, street: '3 quai de Brazza', zip: '33100', city: 'Bordeaux', profile: 'ligue', partner: 'ligue33' },
  { firstname: 'Nicole', lastname: 'Chevalier', age: 64, street: '112 rue des Pyrénées', zip: '75020', city: 'Paris', profile: 'ligue', partner: 'ligue75' },
  { firstname: 'Hélène', lastname: 'Perrin', age: 48, street: '20 cours Émile Zola', zip: '69100', city: 'Villeurbanne', profile: 'ligue', partner: 'ligue69' },
  { firstname: 'Patrick', lastname: 'Morel', age: 62, street: '9 rue Daguerre', zip: '75014', city: 'Paris', profile: 'ligue', partner: 'ligue75' },
  { firstname: 'Valérie', lastname: 'Gauthier', age: 53, street: '17 rue Garibaldi', zip: '69006', city: 'Lyon', profile: 'card' },
  { firstname: 'Sandrine', lastname: 'Robin', age: 46, street: '88 avenue du Prado', zip: '13008', city: 'Marseille', profile: 'card' },
  { firstname: 'Laurent', lastname: 'Clément', age: 59, street: '4 rue Sainte-Cécile', zip: '13005', city: 'Marseille', profile: 'card' },
  { firstname: 'Isabelle', lastname: 'Masson', age: 50, street: '31 rue de Béthune', zip: '59000', city: 'Lille', profile: 'card' },
  { firstname: 'Frédéric', lastname: 'Henry', age: 57, street: '2 rue de Lille', zip: '59800', city: 'Lille', profile: 'card' },
  { firstname: 'Véronique', lastname: 'Dumas', age: 54, street: '11 rue du Taur', zip: '31000', city: 'Toulouse', profile: 'card' },
  { firstname: 'Stéphane', lastname: 'Fontaine', age: 45, street: '6 rue Kervégan', zip: '44000', city: 'Nantes', profile: 'healthinsurance', partner: 'mutuelle_solidaire' },
  { firstname: 'Corinne', lastname: 'Barbier', age: 52, street: '19 boulevard Victor Hugo', zip: '44200', city: 'Nantes', profile: 'employer', partner: 'employeur_energie' },
  { firstname: 'Anne-Marie', lastname: 'Colin', age: 67, street: '8 rue du Dôme', zip: '67000', city: 'Strasbourg', profile: 'card' },
  { firstname: 'Michel', lastname: 'Vidal', age: 70, street: "25 rue de l'Aiguillerie", zip: '34000', city: 'Montpellier', profile: 'card' },
  { firstname: 'Brigitte', lastname: 'Arnaud', age: 61, street: '14 rue de France', zip: '06000', city: 'Nice', profile: 'renewal' },
  { firstname: 'Agnès', lastname: 'Picard', age: 49, street: '3 rue Saint-Malo', zip: '35000', city: 'Rennes', profile: 'patientsreseau', partner: 'patientsreseau' },
  { firstname: 'Dominique', lastname: 'Renaud', age: 56, street: '27 boulevard de Sévigné', zip: '35700', city: 'Rennes', profile: 'patientsreseau', partner: 'patientsreseau' },
  { firstname: 'Éric', lastname: 'Schmitt', age: 53, street: '5 rue Boecklin', zip: '67000', city: 'Strasbourg', profile: 'patientsreseau', partner: 'patientsreseau' },
  { firstname: 'Monique', lastname: 'Dufour', age: 68, street: '36 rue des Martyrs', zip: '75009', city: 'Paris', profile: 'retreat', partner: 'retraite_horizon' },
  { firstname: 'Gérard', lastname: 'Lacroix', age: 71, street: '10 place Bellecour', zip: '69002', city: 'Lyon', profile: 'retreat', partner: 'retraite_horizon' },
  { firstname: 'Chantal', lastname: 'Giraud', age: 58, street: '44 allée Jean Jaurès', zip: '31000', city: 'Toulouse', profile: 'expired' },
  { firstname: 'Alain', lastname: 'Bonnet', age: 65, street: '19 rue Judaïque', zip: '33000', city: 'Bordeaux', profile: 'expired' },
  { firstname: 'Josiane', lastname: 'Meyer', age: 62, street: '13 quai des Bateliers', zip: '67000', city: 'Strasbourg', profile: 'invited' },
  { firstname: 'Bernard', lastname: 'Caron', age: 73, street: '52 avenue Mozart', zip: '75016', city: 'Paris', profile: 'archived' },
  { firstname: 'Julie', lastname: 'Marchal', age: 38, street: '7 avenue Jean Médecin', zip: '06000', city: 'Nice', profile: 'none' },
  { firstname: 'Lucas', lastname: 'Petit', age: 19, street: '15 rue Mercière', zip: '69002', city: 'Lyon', profile: 'aja_young' },
  { firstname: 'Inès', lastname: 'Benyahia', age: 24, street: '60 rue de Rome', zip: '13006', city: 'Marseille', profile: 'aja_young' },
  { firstname: 'Hugo', lastname: 'Lefebvre', age: 27, street: '21 rue Nationale', zip: '59000', city: 'Lille', profile: 'aja_young' },
  { firstname: 'Yanis', lastname: 'Moulin', age: 20, street: '4 rue Scribe', zip: '44000', city: 'Nantes', profile: 'aja_young' },
  { firstname: 'Chloé', lastname: 'Lemaire', age: 25, street: '33 cours Victor Hugo', zip: '33000', city: 'Bordeaux', profile: 'aja_young' },
  { firstname: 'Théo', lastname: 'Bertin', age: 18, street: '10 rue de Brest', zip: '35000', city: 'Rennes', profile: 'aja_young' },
  { firstname: 'Carole', lastname: 'Garcia', age: 50, street: '8 rue Pargaminières', zip: '31000', city: 'Toulouse', profile: 'aja_assistant' },
  { firstname: 'Manon', lastname: 'Garcia', age: 21, street: '8 rue Pargaminières', zip: '31000', city: 'Toulouse', profile: 'aja_young', assistant: 'carole.garcia@exemple.fr' },
];
