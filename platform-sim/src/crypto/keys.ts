import { createPrivateKey, createPublicKey, webcrypto } from 'node:crypto';
import { encodeBase64 } from './base64';

export const subtle: SubtleCrypto = (globalThis.crypto ?? (webcrypto as unknown as Crypto)).subtle;

export interface ServerKey {
  /** Key id: first 16 hex digits of SHA-256(spki). */
  readonly kid: string;
  readonly alg: 'RSA-OAEP-256';
  /** base64 DER SubjectPublicKeyInfo. */
  readonly spki: string;
  readonly privateKey: CryptoKey;
}

let pending: Promise<ServerKey> | null = null;

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/**
 * A key pair given as a base64 PKCS#8 private key (MC_SIM_SERVER_KEY). The test run makes one for all its
 * processes: generating a 2048-bit pair takes about half a second of CPU, once in each of hundreds of test files.
 */
async function provided(pkcs8: string): Promise<{ privateKey: CryptoKey; spki: Uint8Array<ArrayBuffer> }> {
  const der = Buffer.from(pkcs8, 'base64');
  const spki = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({
    type: 'spki',
    format: 'der',
  });
  const privateKey = await subtle.importKey('pkcs8', der, RSA_OAEP, true, ['decrypt']);
  return { privateKey, spki: new Uint8Array(spki) };
}

async function generated(): Promise<{ privateKey: CryptoKey; spki: Uint8Array<ArrayBuffer> }> {
  const pair = await subtle.generateKey(
    { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  return { privateKey: pair.privateKey, spki: new Uint8Array(await subtle.exportKey('spki', pair.publicKey)) };
}

async function generate(): Promise<ServerKey> {
  const given = process.env.MC_SIM_SERVER_KEY;
  const pair = given ? await provided(given) : await generated();
  const spki = pair.spki;
  const digest = new Uint8Array(await subtle.digest('SHA-256', spki));
  const kid = Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
  return { kid, alg: 'RSA-OAEP-256', spki: encodeBase64(spki), privateKey: pair.privateKey };
}

/** The RSA key pair, generated once per process (every platform instance shares it). */
export function getServerKey(): Promise<ServerKey> {
  pending ??= generate().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
