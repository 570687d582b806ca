import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { fail } from '../core/envelope';

/**
 * The admin key travels in this request header on every /__sim call, never in the URL (URLs end up in
 * logs, history and Referer headers). A custom header also cannot be sent cross-site without a CORS
 * preflight, which the sim never grants.
 */
export const ADMIN_KEY_HEADER = 'Sim-Admin-Key';

/** Fixes the key instead of a fresh one per run (e.g. to keep curl commands working across restarts). */
export const ADMIN_KEY_ENV = 'SIM_ADMIN_KEY';

const KEY_PATTERN = /^[\x21-\x7e]{16,}$/;

/** 256 random bits, header-safe. */
export function createAdminKey(): string {
  return randomBytes(32).toString('base64url');
}

/** Refuses a key too weak to guard anything; the message names the rule, never the value. */
export function checkAdminKey(key: string, source: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`${source} must be at least 16 visible ASCII characters without spaces`);
  return key;
}

/** The key from SIM_ADMIN_KEY, or a fresh one when it is not set. */
export function adminKeyFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const given = env[ADMIN_KEY_ENV];
  return given === undefined || given === '' ? createAdminKey() : checkAdminKey(given, ADMIN_KEY_ENV);
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time: comparing digests hides both where the keys differ and how long the real one is. */
function sameKey(given: string, key: string): boolean {
  return timingSafeEqual(digest(given), digest(key));
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isJson(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * Why an admin request is refused, as the response to send, or null when it may go on:
 * - 403 `admin.origin`: a web page sent it (an `Origin` header, or `Sec-Fetch-Site` other than `none`).
 *   Only tools (tests, curl, the benchmark) call the admin surface; no page ever needs it.
 * - 403 `admin.key`: the key header is missing or wrong (GET included: it reveals SMS codes and mails).
 * - 415 `admin.content.type`: a body-carrying method without `Content-Type: application/json`, the one
 *   type a cross-site form or no-cors fetch cannot send.
 */
export function refuseAdminRequest(method: string, headers: Headers, key: string): Response | null {
  const fetchSite = headers.get('sec-fetch-site');
  if (headers.has('origin') || (fetchSite !== null && fetchSite !== 'none'))
    return fail('admin.origin', { status: 403 });
  const given = headers.get(ADMIN_KEY_HEADER);
  if (given === null || !sameKey(given, key)) return fail('admin.key', { status: 403 });
  if (!BODYLESS.has(method) && !isJson(headers.get('content-type'))) return fail('admin.content.type', { status: 415 });
  return null;
}
