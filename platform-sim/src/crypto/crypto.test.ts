import { encryptPayload } from '../testing/encrypt';
import { decryptBody, DecryptError, parseEncryptionHeader } from './hybrid';
import { getServerKey } from './keys';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const a = hashPassword('Secret123');
    const b = hashPassword('Secret123');
    expect(JSON.stringify(a)).not.toContain('Secret123');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    await expect(verifyPassword('Secret123', a)).resolves.toBe(true);
    await expect(verifyPassword('Secret124', a)).resolves.toBe(false);
    await expect(verifyPassword('', a)).resolves.toBe(false);
  });
});

describe('hybrid decryption', () => {
  it('opens what the client helper seals', async () => {
    const key = await getServerKey();
    expect(await getServerKey()).toBe(key); // one key pair per process
    const payload = { username: 'demo01', password: 'Demo1234', nested: { list: [1, 'ü', null] } };
    const sealed = await encryptPayload(key.spki, key.kid, payload);
    expect(sealed.body).not.toContain('Demo1234');
    expect(sealed.headers.Encryption).toMatch(/^v1;kid=[0-9a-f]{16};key=[A-Za-z0-9+/]+=*$/);
    await expect(decryptBody(sealed.headers.Encryption, sealed.body, key)).resolves.toEqual(payload);
  });

  it('refuses headers it does not understand', () => {
    for (const header of [null, '', 'v1', 'v1;kid=a', 'v1;key=AAAA', 'v1;kid=a;key=@@@', 'v2;kid=a;key=AAAA']) {
      expect(() => parseEncryptionHeader(header)).toThrow(DecryptError);
    }
  });
});
