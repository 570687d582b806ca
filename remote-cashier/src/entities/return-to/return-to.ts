/** Where the guided first withdrawal comes back to once a card is bound and a payment password set. */
export const WITHDRAW_PATH = '/m/withdraw';

const MAX_LENGTH = 300;
// A site path under /m/ with an optional plain query: no scheme, no host, no fragment, no backslash.
const SHAPE = /^\/m\/[A-Za-z0-9._~/-]*(?:\?[A-Za-z0-9._~=&%+-]*)?$/;

/**
 * The `returnTo` of a link, when it is a path of this site under /m/ (the same shape the platform accepts
 * for a deposit's return address); anything else (another origin, `//host`, `..`, a script URL) is null,
 * so a crafted link can never send the person off the site after they set a password.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !SHAPE.test(value)) return null;
  const path = value.split('?')[0]!;
  if (path.includes('//')) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return value;
}

/** A step of the guide, opened with the way back to the withdraw form (slashes kept readable: `?returnTo=/m/withdraw`). */
export const guideLink = (path: string, back: string = WITHDRAW_PATH): string =>
  `${path}${path.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(back).replace(/%2F/g, '/')}`;
