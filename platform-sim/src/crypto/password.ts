import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** A salted scrypt hash. The clear password is never kept. */
export interface PasswordHash {
  readonly algorithm: 'scrypt';
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: string;
  readonly hash: string;
}

// scrypt's work factor. The test run lowers it (MC_SIM_SCRYPT_N, set by the jest preset): hundreds of test files
// each seed the demo accounts and log in, and at the production cost the hashing alone took minutes of CPU. A
// stored hash carries its own parameters, so a check always uses the cost its hash was made with.
const PARAMS = { N: Number(process.env.MC_SIM_SCRYPT_N) || 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS);
  return { algorithm: 'scrypt', ...PARAMS, salt: salt.toString('base64'), hash: hash.toString('base64') };
}

export function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      Buffer.from(stored.salt, 'base64'),
      expected.length,
      { N: stored.N, r: stored.r, p: stored.p },
      (error, derived) => {
        if (error) reject(error);
        else resolve(derived.length === expected.length && timingSafeEqual(derived, expected));
      },
    );
  });
}

let dummy: PasswordHash | null = null;

/** Spends the same work as a real check, so an unknown user answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(12).toString('hex'));
  await verifyPassword(password, dummy);
  return false;
}
