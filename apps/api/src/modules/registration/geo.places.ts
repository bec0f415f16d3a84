/**
 * A place typed in the workshops list's « Près de » field, a postal code or a town, as a
 * point to measure distances from. Accents, case and hyphens do not count (« saint etienne »
 * is Saint-Étienne); Paris, Lyon and Marseille answer by arrondissement (75011, « Paris 11e »).
 */
import type { Commune } from '@plateforme/shared/registration/registration.schemas';
import { findArrondissementCentre, findDepartementCentre } from './geo.centres.ts';
import { foldName, loadGeoIndex, type GeoIndex } from './geo.service.ts';

export type NearPlace = {
  /** What was found: « Bordeaux », « Paris 11e ». */
  name: string;
  /** Where distances are measured from: the place itself, or its département's chef-lieu. */
  reference: string;
  lat: number;
  lng: number;
};

const POSTAL_CODE = /(?:^|\D)(\d{5})(?:\D|$)/;
const ARRONDISSEMENT = /^(paris|lyon|marseille) (\d{1,2}) ?(?:e|er|eme|ieme)?(?: arrondissement)?$/;

/** « Paris 11e Arrondissement » reads « Paris 11e » beside a distance. */
const shortName = (commune: Commune) => commune.nom.replace(/ Arrondissement$/, '');

function locate(commune: Commune): NearPlace | null {
  const name = shortName(commune);
  const arrondissement = findArrondissementCentre(commune.code);
  if (arrondissement) return { name, reference: name, lat: arrondissement[0], lng: arrondissement[1] };
  const centre = findDepartementCentre(commune.codeDepartement);
  if (!centre) return null;
  const isCentre = foldName(centre.name) === foldName(commune.nom);
  return { name, reference: isCentre ? name : centre.name, lat: centre.lat, lng: centre.lng };
}

function findByPostalCode(index: GeoIndex, postalCode: string): Commune | undefined {
  const arrondissement = index.arrondissements.find((entry) => entry.commune.codesPostaux.includes(postalCode));
  if (arrondissement) return arrondissement.commune;
  const communes = index.communesByPostalCode.get(postalCode) ?? [];
  // Of the communes sharing a code, the département's chef-lieu when it is one of them.
  const centreOf = (commune: Commune) => findDepartementCentre(commune.codeDepartement)?.name ?? '';
  return communes.find((commune) => foldName(centreOf(commune)) === foldName(commune.nom)) ?? communes[0];
}

function findByName(index: GeoIndex, text: string): Commune | undefined {
  const wanted = foldName(text);
  const arrondissement = ARRONDISSEMENT.exec(wanted);
  if (arrondissement) {
    const [, city, number] = arrondissement;
    const folded = `${city} ${Number(number)}${Number(number) === 1 ? 'er' : 'e'} arrondissement`;
    return index.arrondissements.find((entry) => entry.folded === folded)?.commune;
  }
  // The communes are ranked by population: « Saint-Denis » is the one of Seine-Saint-Denis.
  const exact = index.communesByName.find((entry) => entry.folded === wanted);
  if (exact) return exact.commune;
  if (wanted.length < 3) return undefined;
  return index.communesByName.find((entry) => entry.folded.startsWith(wanted))?.commune;
}

/** The place typed, located; null when no commune has that postal code or name. */
export async function findNearPlace(text: string): Promise<NearPlace | null> {
  const index = await loadGeoIndex();
  const postalCode = POSTAL_CODE.exec(text)?.[1];
  const commune = postalCode ? findByPostalCode(index, postalCode) : findByName(index, text);
  return commune ? locate(commune) : null;
}
