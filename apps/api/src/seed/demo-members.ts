// membre1@demo.fr … membre40@demo.fr: card members spread over the regular workshops, so
// the session lists, waiting lists and attendance screens look lived-in.
import type { PersonDraft } from './people.ts';

type Place = { workshop: string; zip: string; city: string; streets: string[] };

/** Where the members of each regular workshop live; remote workshops take their region. */
const places: Place[] = [
  {
    workshop: 'paris',
    zip: '75012',
    city: 'Paris',
    streets: ['rue de Charenton', 'avenue Daumesnil', 'rue de Picpus'],
  },
  { workshop: 'lyon', zip: '69002', city: 'Lyon', streets: ['rue Mercière', 'rue Victor Hugo', 'quai Saint-Antoine'] },
  { workshop: 'marseille', zip: '13009', city: 'Marseille', streets: ['boulevard Michelet', 'avenue de Mazargues'] },
  { workshop: 'lille', zip: '59000', city: 'Lille', streets: ['rue Solférino', 'boulevard de la Liberté'] },
  { workshop: 'nantes', zip: '44000', city: 'Nantes', streets: ['rue Crébillon', 'quai de la Fosse'] },
  { workshop: 'toulouse', zip: '31000', city: 'Toulouse', streets: ['rue de Metz', 'rue Alsace-Lorraine'] },
  {
    workshop: 'strasbourg',
    zip: '67000',
    city: 'Strasbourg',
    streets: ['rue du Vieux-Marché-aux-Poissons', 'quai Kléber'],
  },
  { workshop: 'nice', zip: '06000', city: 'Nice', streets: ['rue de la Buffa', 'boulevard Gambetta'] },
  { workshop: 'paris_visio', zip: '93100', city: 'Montreuil', streets: ['rue de Paris', 'boulevard Rouget de Lisle'] },
  { workshop: 'bordeaux_visio', zip: '64000', city: 'Pau', streets: ['rue Serviez', 'boulevard des Pyrénées'] },
  { workshop: 'rennes_visio', zip: '29200', city: 'Brest', streets: ['rue de Siam', 'rue Jean Jaurès'] },
];

const firstnames = [
  'Aurélie',
  'Bruno',
  'Cécile',
  'Damien',
  'Estelle',
  'Fabrice',
  'Gaëlle',
  'Henri',
  'Irène',
  'Jacques',
  'Karine',
  'Lionel',
  'Mireille',
  'Nadia',
  'Olivier',
  'Pascale',
  'Quentin',
  'Rachida',
  'Serge',
  'Thérèse',
  'Ursula',
  'Vincent',
  'Wendy',
  'Xavier',
  'Yvette',
  'Zoé',
  'Armelle',
  'Benoît',
  'Claudine',
  'Didier',
  'Émilie',
  'Fatima',
  'Gilles',
  'Hélène',
  'Jocelyne',
  'Kevin',
  'Laetitia',
  'Marc',
  'Noëlle',
  'Odile',
];
const lastnames = [
  'Aubert',
  'Besson',
  'Carpentier',
  'Delmas',
  'Étienne',
  'Ferrand',
  'Gillet',
  'Hamon',
  'Imbert',
  'Jacob',
  'Klein',
  'Leroy',
  'Marty',
  'Navarro',
  'Ollivier',
  'Pons',
  'Quéré',
  'Renard',
  'Sanchez',
  'Tessier',
  'Vasseur',
  'Weber',
  'Baron',
  'Collet',
  'Devaux',
  'Fleury',
  'Germain',
  'Huet',
  'Joly',
  'Lebrun',
  'Maillard',
  'Noël',
  'Poirier',
  'Rey',
  'Texier',
  'Vallée',
  'Benoit',
  'Charpentier',
  'Daniel',
  'Lemoine',
];

/** The discovery sessions a few members also attend, and the Montpellier cycle some finished. */
function extraFollows(index: number): string[] {
  const extra: string[] = [];
  if (index % 4 === 0) extra.push(index % 8 === 0 ? 'oncommence_visio' : 'oncommence_lille');
  if (index % 10 === 3) extra.push('montpellier');
  return extra;
}

export const demoMembers: (PersonDraft & { follows: string[] })[] = firstnames.map((firstname, index) => {
  const place = places[index % places.length] as Place;
  const street = place.streets[index % place.streets.length] as string;
  return {
    email: `membre${index + 1}@demo.fr`,
    firstname,
    lastname: lastnames[index] as string,
    age: 34 + ((index * 7) % 40),
    street: `${((index * 13) % 90) + 2} ${street}`,
    zip: place.zip,
    city: place.city,
    profile: 'card',
    follows: [place.workshop, ...extraFollows(index)],
  };
});
