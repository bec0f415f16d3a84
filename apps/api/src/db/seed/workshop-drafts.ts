// The demo workshops: real city coordinates, weekly slots in Paris time.

export type WorkshopDraft = {
  key: string;
  name: string;
  description: string;
  type: 'onsite' | 'remote';
  owner: string;
  secondary?: string;
  partner?: string;
  street?: string;
  infoAddress?: string;
  zip: string;
  city: string;
  department: string;
  lat: number;
  lng: number;
  isAja?: boolean;
  workshopType?: 'cognitive' | 'oncommence';
  ajaRef?: string;
  active?: boolean;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  minutes: 60 | 90;
  places: number;
  /** 2 = every other week. */
  everyWeeks?: number;
  /** Upcoming sessions (0 = the next one) seeded full, with a waiting list. */
  fullUpcoming?: number[];
};

const cognitive =
  "Dix à quinze séances en petit groupe pour travailler la mémoire, l'attention et l'organisation, avec des exercices adaptés et des stratégies pour le quotidien. Animé par un ou une neuropsychologue.";
const remote = 'Les séances ont lieu en visio : un ordinateur ou une tablette avec caméra suffit. Le lien est envoyé avec votre inscription.';

export const workshopDrafts: WorkshopDraft[] = [
  { key: 'paris', name: 'Atelier mémoire et attention – Paris 12e', description: cognitive, type: 'onsite', owner: 'pro@demo.fr', secondary: 'licence@demo.fr', partner: 'cs_paris', street: '184 rue du Faubourg Saint-Antoine', infoAddress: 'Bâtiment B, 2e étage, salle Marie Curie', zip: '75012', city: 'Paris', department: '75', lat: 48.8497, lng: 2.389, weekday: 2, hour: 10, minute: 0, minutes: 90, places: 8, fullUpcoming: [0, 1, 2] },
  { key: 'paris_visio', name: 'Atelier en visio – Île-de-France (mardi soir)', description: `${cognitive} ${remote}`, type: 'remote', owner: 'pro@demo.fr', zip: '75011', city: 'Paris', department: '75', lat: 48.8592, lng: 2.38, weekday: 2, hour: 18, minute: 0, minutes: 60, places: 10 },
  { key: 'lyon', name: "Atelier remédiation cognitive – Lyon Presqu'île", description: cognitive, type: 'onsite', owner: 'licence@demo.fr', partner: 'cs_lyon', street: '28 rue de la République', infoAddress: 'Rez-de-chaussée, salle 3', zip: '69002', city: 'Lyon', department: '69', lat: 45.7622, lng: 4.8357, weekday: 3, hour: 14, minute: 0, minutes: 90, places: 10, fullUpcoming: [1] },
  { key: 'marseille', name: 'Atelier mémoire – Marseille Sainte-Marguerite', description: cognitive, type: 'onsite', owner: 'julien.lefevre@exemple.fr', partner: 'cs_marseille', street: '232 boulevard de Sainte-Marguerite', infoAddress: 'Espace des patients, 1er étage', zip: '13009', city: 'Marseille', department: '13', lat: 43.2707, lng: 5.4017, weekday: 4, hour: 10, minute: 0, minutes: 90, places: 8, fullUpcoming: [0] },
  { key: 'lille', name: 'Atelier attention et concentration – Lille', description: cognitive, type: 'onsite', owner: 'sophie.garnier@exemple.fr', partner: 'cs_lille', street: '3 rue Frédéric Combemale', infoAddress: 'Hall A, salle de soins de support', zip: '59000', city: 'Lille', department: '59', lat: 50.6107, lng: 3.0353, weekday: 1, hour: 14, minute: 0, minutes: 90, places: 10 },
  { key: 'bordeaux_visio', name: 'Atelier en visio – Nouvelle-Aquitaine', description: `${cognitive} ${remote}`, type: 'remote', owner: 'licence@demo.fr', zip: '33000', city: 'Bordeaux', department: '33', lat: 44.8378, lng: -0.5792, weekday: 4, hour: 17, minute: 30, minutes: 60, places: 12 },
  { key: 'nantes', name: 'Atelier remédiation cognitive – Nantes', description: cognitive, type: 'onsite', owner: 'pro@demo.fr', partner: 'cs_nantes', street: '8 quai Moncousu', infoAddress: 'Salle Loire, 3e étage', zip: '44000', city: 'Nantes', department: '44', lat: 47.2109, lng: -1.5525, weekday: 5, hour: 10, minute: 0, minutes: 90, places: 8, fullUpcoming: [1] },
  { key: 'toulouse', name: 'Atelier mémoire et fatigue cognitive – Toulouse', description: cognitive, type: 'onsite', owner: 'julien.lefevre@exemple.fr', partner: 'cs_toulouse', street: '1 avenue Irène Joliot-Curie', infoAddress: 'Espace de soins de support, porte 2', zip: '31100', city: 'Toulouse', department: '31', lat: 43.5563, lng: 1.3836, weekday: 3, hour: 10, minute: 0, minutes: 90, places: 10 },
  { key: 'strasbourg', name: 'Atelier remédiation cognitive – Strasbourg', description: cognitive, type: 'onsite', owner: 'karim.haddad@exemple.fr', partner: 'cs_strasbourg', street: '29 allée de la Robertsau', infoAddress: 'Pavillon des consultations, salle 12', zip: '67000', city: 'Strasbourg', department: '67', lat: 48.592, lng: 7.773, weekday: 2, hour: 14, minute: 0, minutes: 90, places: 8 },
  { key: 'rennes_visio', name: 'Atelier en visio – Bretagne', description: `${cognitive} ${remote}`, type: 'remote', owner: 'sophie.garnier@exemple.fr', zip: '35000', city: 'Rennes', department: '35', lat: 48.1173, lng: -1.6778, weekday: 1, hour: 18, minute: 0, minutes: 60, places: 10 },
  { key: 'montpellier', name: 'Atelier mémoire – Montpellier (cycle terminé)', description: cognitive, type: 'onsite', owner: 'pro@demo.fr', street: "2 rue de l'Université", infoAddress: 'Maison des associations, salle 4', zip: '34000', city: 'Montpellier', department: '34', lat: 43.6108, lng: 3.8767, active: false, weekday: 4, hour: 14, minute: 0, minutes: 90, places: 8 },
  { key: 'nice', name: 'Atelier attention et mémoire – Nice', description: cognitive, type: 'onsite', owner: 'licence@demo.fr', street: '30 avenue Jean Médecin', infoAddress: 'Centre associatif, 1er étage', zip: '06000', city: 'Nice', department: '06', lat: 43.7102, lng: 7.262, weekday: 5, hour: 14, minute: 30, minutes: 90, places: 6, fullUpcoming: [0, 2] },
  { key: 'aja_cog', name: 'Parcours AJA – Remédiation cognitive en visio', description: "Quinze séances d'une heure entre jeunes de 18 à 30 ans pour retrouver concentration et mémoire après un cancer, à son rythme, depuis chez soi.", type: 'remote', owner: 'licence@demo.fr', zip: '75006', city: 'Paris', department: '75', lat: 48.8496, lng: 2.3341, isAja: true, ajaRef: 'cog_paid', weekday: 3, hour: 18, minute: 0, minutes: 60, places: 6, fullUpcoming: [0] },
  { key: 'aja_info', name: "Atelier d'information AJA – Comprendre les troubles cognitifs", description: "Une séance d'1 h 30 pour les jeunes et leurs proches : comprendre la fatigue et les troubles cognitifs après un cancer, et découvrir le parcours AJA.", type: 'remote', owner: 'pro@demo.fr', zip: '75011', city: 'Paris', department: '75', lat: 48.8592, lng: 2.38, isAja: true, ajaRef: 'etp_cog_aja', weekday: 6, hour: 10, minute: 0, minutes: 90, places: 12, everyWeeks: 2 },
  { key: 'aja_jeudi', name: 'Atelier AJA du jeudi soir', description: 'Le même parcours que le groupe du mercredi, pour celles et ceux qui étudient ou travaillent en journée.', type: 'remote', owner: 'julien.lefevre@exemple.fr', zip: '13001', city: 'Marseille', department: '13', lat: 43.2965, lng: 5.3698, isAja: true, weekday: 4, hour: 19, minute: 0, minutes: 60, places: 8 },
  { key: 'oncommence_visio', name: 'On commence ! – Atelier découverte en visio', description: "Une première séance pour découvrir la remédiation cognitive, poser ses questions et choisir son atelier. Ouvert à toutes et à tous, partout en France.", type: 'remote', owner: 'pro@demo.fr', zip: '75011', city: 'Paris', department: '75', lat: 48.8592, lng: 2.38, workshopType: 'oncommence', weekday: 1, hour: 11, minute: 0, minutes: 60, places: 12 },
  { key: 'oncommence_lille', name: 'On commence ! – Lille', description: 'Une séance découverte sur place, au centre de soins, avant de rejoindre un atelier.', type: 'onsite', owner: 'sophie.garnier@exemple.fr', partner: 'cs_lille', street: '3 rue Frédéric Combemale', infoAddress: 'Hall A, salle de soins de support', zip: '59000', city: 'Lille', department: '59', lat: 50.6107, lng: 3.0353, workshopType: 'oncommence', weekday: 5, hour: 14, minute: 0, minutes: 60, places: 10 },
];
