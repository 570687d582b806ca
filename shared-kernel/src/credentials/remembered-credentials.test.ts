import { LocalKeys } from '../storage/storage-keys';
import { toBase64 } from '../crypto/encrypt-payload';
import { createRememberedCredentials, memoryKeyStore, type CredentialKeyStore } from './remembered-credentials';

const PASSWORD = 'Demo1234';
const stored = () => localStorage.getItem(LocalKeys.rememberedCredentials) ?? '';

function setup(keyStore: CredentialKeyStore = memoryKeyStore()) {
  return { keyStore, store: createRememberedCredentials({ keyStore }) };
}

beforeEach(() => localStorage.clear());

describe('remembered credentials', () => {
  it('round-trips a credential per method', async () => {
    const { store } = setup();
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    await store.save({ type: 'sms', username: '09450000001', password: '123456', countryDialingCode: '95' });

    expect(await store.load('username')).toEqual({
      type: 'username',
      username: 'demo01',
      password: PASSWORD,
      countryDialingCode: null,
    });
    expect(await store.load('sms')).toEqual({
      type: 'sms',
      username: '09450000001',
      password: '123456',
      countryDialingCode: '95',
    });
  });

  it('keeps no plain password and no key material in storage', async () => {
    const { store, keyStore } = setup();
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });

    const json = stored();
    const record = JSON.parse(json).username;
    expect(Object.keys(record).sort()).toEqual(['countryDialingCode', 'encodedPassword', 'type', 'username']);
    expect(json).not.toContain(PASSWORD);
    expect(json).not.toContain(toBase64(new TextEncoder().encode(PASSWORD)));
    expect(json).not.toMatch(/"(key|k|jwk|raw)"/);

    const key = await keyStore.get();
    expect(key).toBeDefined();
    expect(key!.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key!)).rejects.toThrow();
  });

  it('uses a fresh IV for every record, so the same password encrypts differently', async () => {
    const { store } = setup();
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    const first = JSON.parse(stored()).username.encodedPassword;
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    expect(JSON.parse(stored()).username.encodedPassword).not.toBe(first);
  });

  it('cannot be decrypted with another key, and drops the useless record', async () => {
    await setup().store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    const other = setup();
    expect(await other.store.load('username')).toBeNull();
    expect(stored()).toBe('');
  });

  it('refuses a ciphertext moved to another account', async () => {
    const { store } = setup();
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    const records = JSON.parse(stored());
    records.username.username = 'agent01';
    localStorage.setItem(LocalKeys.rememberedCredentials, JSON.stringify(records));
    expect(await store.load('username')).toBeNull();
  });

  it('generates the key once and reuses it from the key store', async () => {
    const keyStore = memoryKeyStore();
    const set = jest.spyOn(keyStore, 'set');
    const first = createRememberedCredentials({ keyStore });
    await Promise.all([
      first.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null }),
      first.save({ type: 'sms', username: '09450000001', password: '123456', countryDialingCode: null }),
    ]);
    expect(set).toHaveBeenCalledTimes(1);
    // A later page load with the same key store still reads it.
    expect((await createRememberedCredentials({ keyStore }).load('username'))?.password).toBe(PASSWORD);
  });

  it('removes one method and clears all', async () => {
    const { store } = setup();
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    await store.save({ type: 'sms', username: '09450000001', password: '123456', countryDialingCode: null });
    store.remove('sms');
    expect(await store.load('sms')).toBeNull();
    expect(await store.load('username')).not.toBeNull();
    store.clear();
    expect(await store.load('username')).toBeNull();
    expect(localStorage.getItem(LocalKeys.rememberedCredentials)).toBeNull();
  });

  it('re-encodes the remembered password of the same account after a password change', async () => {
    const { store } = setup();
    await store.save({ type: 'username', username: 'demo01', password: PASSWORD, countryDialingCode: null });
    await store.updatePassword('other99', 'Other1234');
    expect((await store.load('username'))?.password).toBe(PASSWORD);
    await store.updatePassword('DEMO01', 'NewPass99');
    expect((await store.load('username'))?.password).toBe('NewPass99');
  });

  it('ignores unreadable storage', async () => {
    localStorage.setItem(LocalKeys.rememberedCredentials, '{not json');
    expect(await setup().store.load('username')).toBeNull();
    localStorage.setItem(
      LocalKeys.rememberedCredentials,
      JSON.stringify({ username: { type: 'username', username: 'demo01', encodedPassword: 'nope' } }),
    );
    expect(await setup().store.load('username')).toBeNull();
  });
});
