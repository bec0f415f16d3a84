/**
 * Which card payment provider takes the payments: the real E-transactions merchant when
 * its four credentials are configured, otherwise the built-in sandbox of the same protocol
 * (DESIGN Real components; ADR 009) — except in production, where no credentials means no
 * card payment at all: the sandbox would hand out memberships for money never received (ADR 019).
 */
import { generateKeyPair, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { ConfigError, publicUrl, type Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { findOrCreatePrivateSetting } from '../platform/settings/settings.service.ts';

/** The provider's public test merchant, used by the sandbox. */
export const SANDBOX_MERCHANT = { site: '1999888', rang: '32', identifiant: '107904482' } as const;
/** The provider's published test HMAC key. */
export const SANDBOX_HMAC_KEY = '0123456789ABCDEF'.repeat(8);
/** Settings row (never public) holding the sandbox's RSA private key, shared by every API process. */
export const SANDBOX_KEY_SETTING = 'sandbox_private_key';

export type CardPaymentMode = 'production' | 'sandbox' | 'off';

export type PaymentProvider = {
  mode: 'production' | 'sandbox';
  site: string;
  rang: string;
  identifiant: string;
  hmacKey: string;
  /** Where the web posts the hidden form. */
  formUrl: string;
  /** PBX_REPONDRE_A: our IPN. */
  ipnUrl: string;
  /** The platform's own address, without a trailing slash. */
  publicUrl: string;
  /** The key that verifies IPN signatures. */
  getVerifyingKey: (db: Db) => Promise<KeyObject>;
  /** The sandbox signs its IPNs with this; undefined with the real provider. */
  getSandboxSigningKey?: (db: Db) => Promise<KeyObject>;
};

const credentialKeys = [
  'ETRANSACTIONS_SITE',
  'ETRANSACTIONS_RANG',
  'ETRANSACTIONS_IDENTIFIANT',
  'ETRANSACTIONS_HMAC_KEY',
] as const;

function readPublicKey(value: string): KeyObject {
  const pem = value.trimStart().startsWith('-----BEGIN') ? value : readFileSync(value, 'utf8');
  return createPublicKey(pem);
}

/** Half a merchant configuration stops the server. */
export function getCardPaymentMode(config: Config): CardPaymentMode {
  const set = credentialKeys.filter((key) => config[key] !== undefined);
  if (set.length > 0 && set.length < credentialKeys.length) {
    const missing = credentialKeys.filter((key) => config[key] === undefined);
    throw new ConfigError(`Configuration invalide : ${missing.join(', ')} manquant(s) pour le paiement par carte`);
  }
  if (set.length === credentialKeys.length) return 'production';
  return config.NODE_ENV === 'production' ? 'off' : 'sandbox';
}

/** Reads the configuration once at start; null when card payment is off. */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  const base = publicUrl(config);
  const ipnUrl = `${base}/api/etransactions/ipn`;
  const mode = getCardPaymentMode(config);
  if (mode === 'off') return null;
  if (mode === 'production') {
    if (!config.ETRANSACTIONS_PUBLIC_KEY) {
      throw new ConfigError(
        'Configuration invalide : ETRANSACTIONS_PUBLIC_KEY est requise avec un vrai commerçant E-transactions',
      );
    }
    let key: KeyObject;
    try {
      key = readPublicKey(config.ETRANSACTIONS_PUBLIC_KEY);
    } catch (error) {
      throw new ConfigError(
        `Configuration invalide : ETRANSACTIONS_PUBLIC_KEY illisible (${(error as Error).message})`,
      );
    }
    return {
      mode: 'production',
      site: config.ETRANSACTIONS_SITE as string,
      rang: config.ETRANSACTIONS_RANG as string,
      identifiant: config.ETRANSACTIONS_IDENTIFIANT as string,
      hmacKey: config.ETRANSACTIONS_HMAC_KEY as string,
      formUrl: config.ETRANSACTIONS_URL,
      ipnUrl,
      publicUrl: base,
      getVerifyingKey: async () => key,
    };
  }

  const sandboxKeys = createSandboxKeyStore();
  return {
    mode: 'sandbox',
    ...SANDBOX_MERCHANT,
    hmacKey: SANDBOX_HMAC_KEY,
    formUrl: `${base}/api/etransactions/sandbox`,
    ipnUrl,
    publicUrl: base,
    getVerifyingKey: async (db) => (await sandboxKeys(db)).publicKey,
    getSandboxSigningKey: async (db) => (await sandboxKeys(db)).privateKey,
  };
}

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * The sandbox's RSA key pair, generated the first time a sandbox payment needs it and kept in
 * the settings table, so every API process signs and verifies with the same key. Concurrent
 * first uses insert without overwriting and all read back the row that won.
 */
function createSandboxKeyStore() {
  let cached: Promise<{ privateKey: KeyObject; publicKey: KeyObject }> | undefined;
  const load = async (db: Db) => {
    const pem = await findOrCreatePrivateSetting(db, SANDBOX_KEY_SETTING, async () => {
      const { privateKey } = await generateRsaKeyPair('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      return privateKey;
    });
    const privateKey = createPrivateKey(pem);
    return { privateKey, publicKey: createPublicKey(privateKey) };
  };
  return (db: Db) => {
    cached ??= load(db).catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
