import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { users } from '../../src/db/schema/index.ts';
import { bearer, login } from '../helpers/auth.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import type { Db } from '../../src/db/client.ts';
import { createPartner, createPartnerCode, createPartnerLogo } from '../helpers/factories.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { answerAll, type WireSurvey } from '../surveys/survey-answers.ts';

export const PASSWORD = 'motdepasse';

/**
 * A birthdate giving `age` full years today in Paris. `offsetDays` moves it: -1 is the
 * day after the birthday (17 years and 364 days when age is 18 and offset +1).
 */
export function birthdateFor(age: number, offsetDays = -1): string {
  const [year, month, day] = getParisDay(new Date()).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - age, month - 1, day + offsetDays));
  return date.toISOString().slice(0, 10);
}

let counter = 0;
/** A fresh address for each registration. */
export const newEmail = (prefix = 'inscrit') => `${prefix}.${Date.now()}.${++counter}@exemple.fr`;

let nextIp = 1;
/** A distinct client address, so the per-address registration limit stays out of the way. */
export const newIp = () => `198.51.100.${nextIp++}`;

export function registrationBody(registration_process: unknown, overrides: Record<string, unknown> = {}) {
  return {
    lastname: 'Lefèvre',
    firstname: 'Camille',
    birthdate: birthdateFor(45),
    street: '18 rue des Lilas',
    zip: '75011',
    city: 'Paris',
    phone: '06 12 34 56 78',
    email: newEmail(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    registration_process,
    ...overrides,
  };
}

export async function postRegister(t: TestApp, body: Record<string, unknown>, ip = newIp()) {
  const { payload } = await solveCaptcha(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    payload: { captcha: payload, ...body },
  });
}

export type Member = { id: number; email: string; headers: { authorization: string } };

/** Registers through the API, then signs in as the web does (P1-REG-17). */
export async function registerMember(
  t: TestApp,
  registration_process: unknown,
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const body = registrationBody(registration_process, overrides);
  const response = await postRegister(t, body);
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  const email = String(body.email);
  return { id: response.json().data.id as number, email, headers: bearer(await login(t.app, email, PASSWORD)) };
}

export async function getProfile(app: FastifyInstance, member: Member) {
  const response = await app.inject({ method: 'GET', url: '/api/user', headers: member.headers });
  if (response.statusCode !== 200) throw new Error(`profile: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function putProcess(app: FastifyInstance, member: Member, process: unknown, id = member.id) {
  return app.inject({
    method: 'PUT',
    url: `/api/users/${id}/update-registration-process`,
    headers: member.headers,
    payload: { registration_process: typeof process === 'string' ? process : JSON.stringify(process) },
  });
}

/** Step 3 of an AJA carer: the young person they register (a child of 16 unless said otherwise). */
export function registerYoung(app: FastifyInstance, carer: Member, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/register-young',
    headers: carer.headers,
    payload: {
      lastname: 'Petit',
      firstname: 'Lou',
      birthdate: birthdateFor(16),
      email: newEmail('jeune'),
      assistant_id: carer.id,
      ...overrides,
    },
  });
}

/** Step 3 of an AJA young person: the carer they name. */
export function registerCarer(app: FastifyInstance, young: Member, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/register-assistant',
    headers: young.headers,
    payload: { lastname: 'Durand', firstname: 'Anne', email: newEmail('aidant'), young_id: young.id, ...overrides },
  });
}

export function checkCode(app: FastifyInstance, member: Member, payload: Record<string, unknown>, ip = '192.0.2.1') {
  return app.inject({
    method: 'POST',
    url: '/api/partners/check-adh-code',
    headers: member.headers,
    remoteAddress: ip,
    payload,
  });
}

/** Answers a profile questionnaire through the survey API, as step 4 does. */
export async function answerProfileSurvey(app: FastifyInstance, member: Member, ref: string) {
  const survey = (await app.inject({ method: 'GET', url: `/api/surveys/ref/${ref}`, headers: member.headers })).json()
    .data as WireSurvey;
  const response = await app.inject({
    method: 'POST',
    url: '/api/survey_sessions',
    headers: member.headers,
    payload: { user_id: member.id, survey_id: survey.id, from_registration: true, survey_responses: answerAll(survey) },
  });
  if (response.statusCode >= 300) throw new Error(`survey ${ref}: ${response.statusCode} ${response.body}`);
}

type PartnerDraft = {
  name: string;
  supportType: 'ligue' | 'retreat' | 'healthinsurance' | 'employer' | 'patientsreseau' | 'healthcenter';
  department: string;
  price?: number | null;
  active?: boolean;
};

/** The partners of each orientation and their member codes, each with a logo; LIGUE75-2023 has expired and ARTISANS-OLD is off. */
const orientationPartners = {
  ligue75: { name: 'Ligue contre le cancer – Comité de Paris', supportType: 'ligue', department: '75', price: 0 },
  ligue69: { name: 'Ligue contre le cancer – Comité du Rhône', supportType: 'ligue', department: '69', price: 0 },
  ligue33: { name: 'Ligue contre le cancer – Comité de la Gironde', supportType: 'ligue', department: '33', price: 0 },
  horizon: { name: 'Caisse de retraite Horizon – Action sociale', supportType: 'retreat', department: '75', price: 0 },
  artisans: {
    name: 'Caisse de retraite des artisans et commerçants',
    supportType: 'retreat',
    department: '69',
    price: 1000,
  },
  mutuelle: { name: 'Mutuelle Santé Solidaire', supportType: 'healthinsurance', department: '33', price: 1000 },
  enseignants: {
    name: "Mutuelle de l'Éducation et de la Culture",
    supportType: 'healthinsurance',
    department: '44',
    price: null,
  },
  rail: { name: 'Rail & Services – Mission handicap', supportType: 'employer', department: '93', price: 0 },
  patientsreseau: { name: 'Patients en réseau', supportType: 'patientsreseau', department: '75', price: 0 },
  centreParis: { name: 'Centre de soins de support Paris-Est', supportType: 'healthcenter', department: '75' },
  centreLyon: { name: "Espace ressources cancer Lyon Presqu'île", supportType: 'healthcenter', department: '69' },
  closedCentre: {
    name: 'Oncopole – Espace de soins de support',
    supportType: 'healthcenter',
    department: '31',
    active: false,
  },
} satisfies Record<string, PartnerDraft>;

const orientationCodes: [keyof typeof orientationPartners, string, { validUntil?: string; active?: boolean }?][] = [
  ['ligue75', 'LIGUE75'],
  ['ligue75', 'LIGUE75-2023', { validUntil: '2023-12-31' }],
  ['ligue69', 'LIGUE69'],
  ['horizon', 'HORIZON-RETRAITE'],
  ['artisans', 'ARTISANS-RETRAITE'],
  ['artisans', 'ARTISANS-OLD', { active: false }],
  ['mutuelle', 'MSS-ADHESION'],
  ['patientsreseau', 'PATIENTS-RESEAU'],
];

/** Writes the orientation partners and their codes; answers their ids by key. */
export async function createOrientationPartners(db: Db): Promise<Record<keyof typeof orientationPartners, number>> {
  const ids = {} as Record<keyof typeof orientationPartners, number>;
  for (const [key, draft] of Object.entries(orientationPartners) as [
    keyof typeof orientationPartners,
    PartnerDraft,
  ][]) {
    const partner = await createPartner(db, { ...draft, zip: `${draft.department}000`, city: 'Ville' });
    await createPartnerLogo(db, partner);
    ids[key] = partner.id;
  }
  // Codes are hashed like passwords: all at once, on the thread pool.
  await Promise.all(
    orientationCodes.map(([key, code, options]) => createPartnerCode(db, { id: ids[key] }, code, options)),
  );
  return ids;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
