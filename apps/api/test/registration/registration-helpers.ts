import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getParisDay } from '@plateforme/shared/format/paris-time';
import { partners, users } from '../../src/db/schema/index.ts';
import { bearer, login } from '../helpers/auth.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
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
  return t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: ip, payload: { captcha: payload, ...body } });
}

export type Member = { id: number; email: string; headers: { authorization: string } };

/** Registers through the API, then signs in as the web does (P1-REG-17). */
export async function registerMember(t: TestApp, registration_process: unknown, overrides: Record<string, unknown> = {}): Promise<Member> {
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

export function checkCode(app: FastifyInstance, member: Member, payload: Record<string, unknown>, ip = '192.0.2.1') {
  return app.inject({ method: 'POST', url: '/api/partners/check-adh-code', headers: member.headers, remoteAddress: ip, payload });
}

/** Answers a profile questionnaire through the survey API, as step 4 does. */
export async function answerProfileSurvey(app: FastifyInstance, member: Member, ref: string) {
  const survey = (await app.inject({ method: 'GET', url: `/api/surveys/ref/${ref}`, headers: member.headers })).json().data as WireSurvey;
  const response = await app.inject({
    method: 'POST',
    url: '/api/survey_sessions',
    headers: member.headers,
    payload: { user_id: member.id, survey_id: survey.id, from_registration: true, survey_responses: answerAll(survey) },
  });
  if (response.statusCode >= 300) throw new Error(`survey ${ref}: ${response.statusCode} ${response.body}`);
}

export async function partnerId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.name, name));
  if (!row) throw new Error(`no partner ${name}`);
  return row.id;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
