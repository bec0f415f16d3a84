/**
 * Communes and départements from the official dataset bundled with the API
 * (@etalab/decoupage-administratif, DESIGN.md), answered like the public address service
 * (geo.api.gouv.fr) the spec names, so no third party sees the people's postal codes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Commune, Departement } from '@plateforme/shared/registration/registration.schemas';

type RawCommune = {
  code: string;
  nom: string;
  type: string;
  departement: string;
  population?: number;
  codesPostaux?: string[];
};
type RawDepartement = { code: string; nom: string; region: string; zone: string };

/** A commune with its name folded for search (no case, no accents, hyphens as spaces). */
export type NamedCommune = { commune: Commune; folded: string; population: number };

export type GeoIndex = {
  communesByPostalCode: Map<string, Commune[]>;
  communesByName: NamedCommune[];
  /** Paris, Lyon and Marseille's arrondissements municipaux, kept apart: the registration lists communes only. */
  arrondissements: NamedCommune[];
  departements: Departement[];
};

/** 'Saint-Étienne' and 'saint etienne' read the same. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim();
}

const require = createRequire(import.meta.url);

async function readDataset<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(`@etalab/decoupage-administratif/data/${name}.json`), 'utf8')) as T;
}

const byName = (a: { nom: string }, b: { nom: string }) => a.nom.localeCompare(b.nom, 'fr');

async function buildIndex(): Promise<GeoIndex> {
  const [communes, departements] = await Promise.all([
    readDataset<RawCommune[]>('communes'),
    readDataset<RawDepartement[]>('departements'),
  ]);
  const communesByPostalCode = new Map<string, Commune[]>();
  const communesByName: NamedCommune[] = [];
  const arrondissements: NamedCommune[] = [];
  // Current communes only, as the public service answers (no delegated or associated ones).
  for (const commune of communes) {
    if (!commune.codesPostaux?.length) continue;
    const entry: Commune = {
      nom: commune.nom,
      code: commune.code,
      codesPostaux: commune.codesPostaux,
      codeDepartement: commune.departement,
    };
    if (commune.type === 'arrondissement-municipal') {
      arrondissements.push({ commune: entry, folded: foldName(commune.nom), population: commune.population ?? 0 });
      continue;
    }
    if (commune.type !== 'commune-actuelle') continue;
    communesByName.push({ commune: entry, folded: foldName(commune.nom), population: commune.population ?? 0 });
    for (const postalCode of commune.codesPostaux) {
      const list = communesByPostalCode.get(postalCode);
      if (list) list.push(entry);
      else communesByPostalCode.set(postalCode, [entry]);
    }
  }
  for (const list of communesByPostalCode.values()) list.sort(byName);
  // The most populated first: 'Paris' before 'Parisot', as the public service ranks them.
  communesByName.sort((a, b) => b.population - a.population);
  return {
    communesByPostalCode,
    communesByName,
    arrondissements,
    // Metropolitan and overseas départements, as the public service lists them.
    departements: departements
      .filter((departement) => departement.zone === 'metro' || departement.zone === 'drom')
      .map((departement) => ({ nom: departement.nom, code: departement.code, codeRegion: departement.region })),
  };
}

let index: Promise<GeoIndex> | undefined;

/** Read once, on first use (about 9 MB of JSON), then answered from memory. */
export function loadGeoIndex(): Promise<GeoIndex> {
  index ??= buildIndex().catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return index;
}

export async function findCommunesByPostalCode(postalCode: string): Promise<Commune[]> {
  return (await loadGeoIndex()).communesByPostalCode.get(postalCode) ?? [];
}

/** At most this many communes for a name: enough to choose, small enough to read. */
export const COMMUNES_BY_NAME_LIMIT = 20;

/**
 * Communes whose name starts with the typed text (then those that contain it), the most
 * populated first: what a person choosing their city expects (P1 §5).
 */
export async function findCommunesByName(name: string): Promise<Commune[]> {
  const wanted = foldName(name);
  if (!wanted) return [];
  const { communesByName } = await loadGeoIndex();
  const starting: Commune[] = [];
  const containing: Commune[] = [];
  for (const { commune, folded } of communesByName) {
    if (folded.startsWith(wanted)) starting.push(commune);
    else if (containing.length < COMMUNES_BY_NAME_LIMIT && folded.includes(wanted)) containing.push(commune);
    if (starting.length >= COMMUNES_BY_NAME_LIMIT) break;
  }
  return [...starting, ...containing].slice(0, COMMUNES_BY_NAME_LIMIT);
}

export async function listDepartements(): Promise<Departement[]> {
  return (await loadGeoIndex()).departements;
}
