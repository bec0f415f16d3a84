import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which verbatimModuleSyntax forbids importing as a
// value: we write its Argon2id value, and the type checks that it is the right one.
const argon2id: Algorithm.Argon2id = 2;

// argon2id with the OWASP minimum (19 MiB, 2 passes): a few tens of milliseconds per hash,
// slow enough for an attacker with a stolen database, fast enough for a login under load.
const options: Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** False for a wrong password and for a hash that cannot be read, never a throw. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
