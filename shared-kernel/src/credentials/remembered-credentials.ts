import { fromBase64, toBase64 } from '../crypto/encrypt-payload';
import { LocalKeys, readJson, safeStorage } from '../storage/storage-keys';

/** Login methods that can be remembered. */
export type CredentialMethod = 'username' | 'sms';

export interface RememberedCredential {
  type: CredentialMethod;
  /** The username, or the mobile number for the SMS method. */
  username: string;
  password: string;
  countryDialingCode: string | null;
}

/** What local storage holds per method: the password only as AES-GCM ciphertext. */
interface StoredCredential {
  type: CredentialMethod;
  username: string;
  /** `<iv base64>.<ciphertext base64>` */
  encodedPassword: string;
  countryDialingCode: string | null;
}
type StoredCredentials = Partial<Record<CredentialMethod, StoredCredential>>;

/**
 * Where the encryption key lives. The browser keeps it in IndexedDB as a non-extractable CryptoKey:
 * a script can use it while the page is open but can never read its bytes, so a copy of local
 * storage alone does not reveal any password.
 */
export interface CredentialKeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
}

/** For tests and for browsers without IndexedDB: remembered passwords then last as long as the page. */
export function memoryKeyStore(): CredentialKeyStore {
  let stored: CryptoKey | undefined;
  return {
    get: async () => stored,
    set: async (key) => {
      stored = key;
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** CryptoKey objects are structured-cloneable, so IndexedDB stores the key object itself. */
export function indexedDbKeyStore(database = 'mc-credentials', store = 'keys', id = 'remembered'): CredentialKeyStore {
  const open = (): Promise<IDBDatabase> => {
    const req = indexedDB.open(database, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(store);
    return request(req);
  };
  return {
    async get() {
      const db = await open();
      try {
        return (await request(db.transaction(store, 'readonly').objectStore(store).get(id))) as CryptoKey | undefined;
      } finally {
        db.close();
      }
    },
    async set(key) {
      const db = await open();
      try {
        const tx = db.transaction(store, 'readwrite');
        tx.objectStore(store).put(key, id);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
  };
}

export interface RememberedCredentials {
  /** The remembered credential of a method, or null when none (or when it can no longer be decrypted). */
  load(type: CredentialMethod): Promise<RememberedCredential | null>;
  save(credential: RememberedCredential): Promise<void>;
  remove(type: CredentialMethod): void;
  /** After a password change: re-encode the username method's password if that account is remembered. */
  updatePassword(username: string, password: string): Promise<void>;
  /** Forget every method (sign-out clears the auto-login credentials). */
  clear(): void;
}

export interface RememberedCredentialsOptions {
  keyStore: CredentialKeyStore;
  storage?: () => Storage | null;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const IV_BYTES = 12;

// The record's method and account are bound to the ciphertext, so a password cannot be moved to another record.
const associatedData = (type: CredentialMethod, username: string) => encoder.encode(`${type}\u0000${username}`);

export function createRememberedCredentials({
  keyStore,
  storage = () => safeStorage('local'),
}: RememberedCredentialsOptions): RememberedCredentials {
  let pendingKey: Promise<CryptoKey> | null = null;

  /** The key is generated once, non-extractable, and kept in the key store from then on. */
  function key(): Promise<CryptoKey> {
    pendingKey ??= (async () => {
      const existing = await keyStore.get();
      if (existing) return existing;
      const created = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await keyStore.set(created);
      return created;
    })().catch((error: unknown) => {
      pendingKey = null;
      throw error;
    });
    return pendingKey;
  }

  const read = (): StoredCredentials => readJson<StoredCredentials>(storage(), LocalKeys.rememberedCredentials) ?? {};

  function write(records: StoredCredentials): void {
    if (Object.keys(records).length === 0) storage()?.removeItem(LocalKeys.rememberedCredentials);
    else storage()?.setItem(LocalKeys.rememberedCredentials, JSON.stringify(records));
  }

  async function encode(type: CredentialMethod, username: string, password: string): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: associatedData(type, username) },
      await key(),
      encoder.encode(password),
    );
    return `${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`;
  }

  async function decode(record: StoredCredential): Promise<string> {
    const [iv, cipher] = record.encodedPassword.split('.');
    if (!iv || !cipher) throw new Error('malformed remembered credential');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv), additionalData: associatedData(record.type, record.username) },
      await key(),
      fromBase64(cipher),
    );
    return decoder.decode(plain);
  }

  const remove = (type: CredentialMethod) => {
    const { [type]: _gone, ...rest } = read();
    write(rest);
  };

  async function save(credential: RememberedCredential): Promise<void> {
    const record: StoredCredential = {
      type: credential.type,
      username: credential.username,
      encodedPassword: await encode(credential.type, credential.username, credential.password),
      countryDialingCode: credential.countryDialingCode,
    };
    write({ ...read(), [credential.type]: record });
  }

  return {
    async load(type) {
      const record = read()[type];
      if (
        !record ||
        record.type !== type ||
        typeof record.username !== 'string' ||
        typeof record.encodedPassword !== 'string'
      )
        return null;
      try {
        const password = await decode(record);
        return { type, username: record.username, password, countryDialingCode: record.countryDialingCode ?? null };
      } catch {
        // Encrypted under a key this browser no longer has (site data cleared, other profile): useless, drop it.
        remove(type);
        return null;
      }
    },
    save,
    remove,
    async updatePassword(username, password) {
      const record = read().username;
      if (!record || record.username.toLowerCase() !== username.toLowerCase()) return;
      await save({
        type: 'username',
        username: record.username,
        password,
        countryDialingCode: record.countryDialingCode ?? null,
      });
    },
    clear() {
      storage()?.removeItem(LocalKeys.rememberedCredentials);
    },
  };
}

/** The page's store: IndexedDB-backed where the browser has it. */
export const rememberedCredentials = createRememberedCredentials({
  keyStore: typeof indexedDB === 'undefined' ? memoryKeyStore() : indexedDbKeyStore(),
});
