import { webcrypto } from 'node:crypto';
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

async function generate(): Promise<ServerKey> {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
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
