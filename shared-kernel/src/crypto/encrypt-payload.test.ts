import { encryptPayload, fromBase64, toBase64 } from './encrypt-payload';

const subtle = globalThis.crypto.subtle;

async function serverKeyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = toBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { pair, spki };
}

describe('encryptPayload', () => {
  it('round-trips through the server private key and hides the plain text', async () => {
    const { pair, spki } = await serverKeyPair();
    const payload = { username: 'demo01', password: 'Secret123' };
    const { body, encryptionHeader } = await encryptPayload({ kid: 'k1', spki }, payload);

    expect(JSON.stringify(body)).not.toContain('Secret123');
    const [version, kid, key] = encryptionHeader.split(';');
    expect(version).toBe('v1');
    expect(kid).toBe('kid=k1');

    const aes = await subtle.unwrapKey(
      'raw',
      fromBase64(key!.slice(4)),
      pair.privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM' },
      false,
      ['decrypt'],
    );
    const data = fromBase64(body.data);
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: data.slice(0, 12) }, aes, data.slice(12));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(payload);
  });

  it('uses a fresh key and IV each time', async () => {
    const { spki } = await serverKeyPair();
    const a = await encryptPayload({ kid: 'k', spki }, { x: 1 });
    const b = await encryptPayload({ kid: 'k', spki }, { x: 1 });
    expect(a.body.data).not.toBe(b.body.data);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
  });
});
