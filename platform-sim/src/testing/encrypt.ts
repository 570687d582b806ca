import { webcrypto } from 'node:crypto';

const subtle: SubtleCrypto = (globalThis.crypto ?? (webcrypto as unknown as Crypto)).subtle;
const cryptoApi: Crypto = globalThis.crypto ?? (webcrypto as unknown as Crypto);

export interface EncryptedRequest {
  /** Headers the client sends with an encrypted body. */
  readonly headers: { 'Content-Type': 'application/json'; Encryption: string };
  /** JSON text `{ "data": base64(iv ‖ ciphertext+tag) }`. */
  readonly body: string;
}

const toBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/**
 * Node-side twin of what the browser client does before login/register (docs/api-contract.md,
 * "Encrypted bodies"): fresh AES-256-GCM key + 12-byte IV, RSA-OAEP(SHA-256)-wrapped raw key.
 */
export async function encryptPayload(spkiBase64: string, kid: string, payload: unknown): Promise<EncryptedRequest> {
  const publicKey = await subtle.importKey(
    'spki',
    new Uint8Array(Buffer.from(spkiBase64, 'base64')),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = cryptoApi.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(
    await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(payload))),
  );
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));

  const data = new Uint8Array(iv.length + ciphertext.length);
  data.set(iv, 0);
  data.set(ciphertext, iv.length);
  return {
    headers: { 'Content-Type': 'application/json', Encryption: `v1;kid=${kid};key=${toBase64(wrapped)}` },
    body: JSON.stringify({ data: toBase64(data) }),
  };
}
