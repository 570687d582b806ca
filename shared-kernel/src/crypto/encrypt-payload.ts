/**
 * Encrypted request bodies (login, register): hybrid RSA-OAEP-256 + AES-256-GCM with Web Crypto.
 * Scheme in docs/api-contract.md ("Encrypted bodies"); platform-sim decrypts exactly this.
 */
export interface PlatformKey {
  kid: string;
  spki: string; // base64 DER SubjectPublicKeyInfo
}

export interface EncryptedBody {
  body: { data: string };
  encryptionHeader: string;
}

const encoder = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export async function encryptPayload(key: PlatformKey, payload: unknown): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const serverKey = await subtle.importKey('spki', fromBase64(key.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'wrapKey',
  ]);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, encoder.encode(JSON.stringify(payload))),
  );
  const wrapped = new Uint8Array(await subtle.wrapKey('raw', aesKey, serverKey, { name: 'RSA-OAEP' }));
  const data = new Uint8Array(iv.length + cipher.length);
  data.set(iv);
  data.set(cipher, iv.length);
  return {
    body: { data: toBase64(data) },
    encryptionHeader: `v1;kid=${key.kid};key=${toBase64(wrapped)}`,
  };
}

/** Device header: OTHERS when running as an installed home-screen app. */
export function deviceHeader(): 'MOBILE' | 'OTHERS' {
  const standalone =
    globalThis.matchMedia?.('(display-mode: standalone)').matches ||
    (globalThis.navigator as (Navigator & { standalone?: boolean }) | undefined)?.standalone === true;
  return standalone ? 'OTHERS' : 'MOBILE';
}
