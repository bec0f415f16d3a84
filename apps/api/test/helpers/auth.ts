import type { FastifyInstance } from 'fastify';

export type Tokens = { access_token: string; refresh_token: string; expires_in: number; token_type: string };

/** Signs in through the real OAuth endpoint, as the web app does. */
export async function login(app: FastifyInstance, email: string, password = 'motdepasse'): Promise<Tokens> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', username: email, password, client_id: 'web' },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (tokens: Pick<Tokens, 'access_token'>) => ({ authorization: `Bearer ${tokens.access_token}` });
