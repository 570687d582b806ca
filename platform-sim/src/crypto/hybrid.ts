import { decodeBase64 } from './base64';
import { subtle, type ServerKey } from './keys';

/**
 * The hybrid scheme of docs/api-contract.md ("Encrypted bodies"):
 *   header  Encryption: v1;kid=<kid>;key=<base64 RSA-OAEP(SHA-256)-wrapped raw AES-256 key>
 *   body    { "data": base64(iv[12] ‖ AES-GCM ciphertext+tag) }
 */
export class DecryptError extends Error {
  constructor(reason: string) {
    super(`cannot decrypt request: ${reason}`);
    this.name = 'DecryptError';
  }
}

export interface EncryptionHeader {
  readonly version: 'v1';
  readonly kid: string;
  readonly wrappedKey: Uint8Array<ArrayBuffer>;
}

export function parseEncryptionHeader(header: string | null): EncryptionHeader {
  if (!header) throw new DecryptError('no Encryption header');
  const [version, ...parts] = header.split(';').map((part) => part.trim());
  if (version !== 'v1') throw new DecryptError('unknown scheme version');
  const fields = new Map<string, string>();
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at <= 0) throw new DecryptError('bad header field');
    fields.set(part.slice(0, at), part.slice(at + 1));
  }
  const kid = fields.get('kid');
  const key = fields.get('key');
  if (!kid || !key) throw new DecryptError('header lacks kid or key');
  const wrappedKey = decodeBase64(key);
  if (!wrappedKey) throw new DecryptError('key is not base64');
  return { version: 'v1', kid, wrappedKey };
}

/** Decrypts an encrypted request body and parses the JSON payload inside. */
export async function decryptBody(header: string | null, bodyText: string, key: ServerKey): Promise<unknown> {
  const parsed = parseEncryptionHeader(header);
  if (parsed.kid !== key.kid) throw new DecryptError('unknown kid');

  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw new DecryptError('body is not JSON');
  }
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (typeof data !== 'string') throw new DecryptError('body lacks data');
  const bytes = decodeBase64(data);
  if (!bytes || bytes.length < 12 + 16) throw new DecryptError('data is not base64 or too short');

  let plain: ArrayBuffer;
  try {
    const raw = await subtle.decrypt({ name: 'RSA-OAEP' }, key.privateKey, parsed.wrappedKey);
    if (raw.byteLength !== 32) throw new DecryptError('wrapped key is not AES-256');
    const aes = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
    plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, aes, bytes.slice(12));
  } catch (error) {
    if (error instanceof DecryptError) throw error;
    throw new DecryptError('key unwrap or authentication failed');
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw new DecryptError('payload is not JSON');
  }
}
