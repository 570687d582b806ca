import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The sim's stand-in identity provider (Facebook / Google / phone verification). It issues compact
 * JWT-shaped tokens `base64url(header).base64url(claims).base64url(HMAC-SHA256)` signed with a secret made
 * once per process; a real deployment verifies the provider's own tokens instead.
 */
export const IDENTITY_PROVIDERS = ['FACEBOOK', 'GOOGLE', 'PHONE'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];
export const isIdentityProvider = (value: unknown): value is IdentityProvider =>
  typeof value === 'string' && (IDENTITY_PROVIDERS as readonly string[]).includes(value);

/** How long an idToken is good for. */
export const ID_TOKEN_TTL_MS = 10 * 60_000;
const ISSUER = 'platform-sim';

export interface IdentityClaims {
  iss: string;
  provider: IdentityProvider;
  sub: string;
  iat: number;
  exp: number;
}

const secret = randomBytes(32);
const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');
const sign = (input: string): Buffer => createHmac('sha256', secret).update(input).digest();
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function issueIdToken(provider: IdentityProvider, subject: string, now: number): string {
  const claims: IdentityClaims = { iss: ISSUER, provider, sub: subject, iat: now, exp: now + ID_TOKEN_TTL_MS };
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${b64url(sign(body))}`;
}

/** The claims of a token this process signed, unexpired; null for anything else. */
export function verifyIdToken(token: string, now: number): IdentityClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(`${header}.${payload}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Partial<IdentityClaims>;
  if (c.iss !== ISSUER || !isIdentityProvider(c.provider) || typeof c.sub !== 'string' || typeof c.exp !== 'number')
    return null;
  if (c.exp <= now) return null;
  return c as IdentityClaims;
}
