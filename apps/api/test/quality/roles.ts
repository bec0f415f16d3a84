import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/index.ts';
import { login } from '../helpers/auth.ts';
import type { TestDatabase } from '../helpers/test-database.ts';

/** The access states of the spec plus the AJA roles and the staff (issue: quality gates). */
export const roles = [
  'visitor',
  'user',
  'user_premium',
  'pro',
  'pro_premium',
  'pro_licence',
  'aja_young',
  'aja_assistant',
  'admin',
] as const;
export type Role = (typeof roles)[number];

/** Demo accounts standing for each role; the non-premium pro is a demo pro whose membership lapsed. */
const accounts: Record<Exclude<Role, 'visitor' | 'pro'>, string> = {
  user: 'nonmembre@demo.fr',
  user_premium: 'membre@demo.fr',
  pro_premium: 'pro@demo.fr',
  pro_licence: 'licence@demo.fr',
  aja_young: 'jeune@demo.fr',
  aja_assistant: 'aidant@demo.fr',
  admin: 'admin@demo.fr',
};

export type Actor = { role: Role; id: number | null; email: string | null; token: string | null };

export async function signInEveryRole(app: FastifyInstance, database: TestDatabase): Promise<Record<Role, Actor>> {
  const [lapsedPro] = await database.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'pro'), eq(users.lastname, 'Fournier')));
  const emails: Record<Role, string | null> = { visitor: null, pro: lapsedPro!.email, ...accounts };
  const actors = {} as Record<Role, Actor>;
  for (const role of roles) {
    const email = emails[role];
    if (!email) {
      actors[role] = { role, id: null, email: null, token: null };
      continue;
    }
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    actors[role] = { role, id: row!.id, email, token: (await login(app, email)).access_token };
  }
  return actors;
}

/** A fresh token, for checks that end the session (logout). */
export async function freshToken(app: FastifyInstance, actor: Actor): Promise<string | null> {
  return actor.email ? (await login(app, actor.email)).access_token : null;
}
