/** Every failure the client can meet, in one shape the screens can show. */
export type ApiErrorKind =
  | 'business' // the platform said no (success: false) with a code
  | 'session' // token missing (code SESSION_MISSING), expired or revoked
  | 'maintenance'
  | 'timeout'
  | 'network' // offline, DNS, connection refused
  | 'server' // 5xx or an unexpected status
  | 'malformed'; // not JSON, or not the shape we expect

/** Code of a `session` failure on a call that carried no token (a guest's): nothing expired. */
export const SESSION_MISSING = 'session.missing';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status: number | undefined;
  /** Extra data a failure may carry, e.g. `{ captcha: true }` on a failed login. */
  readonly value: unknown;

  constructor(
    kind: ApiErrorKind,
    options: { code?: string; message?: string; status?: number; value?: unknown; cause?: unknown } = {},
  ) {
    super(options.message || options.code || kind, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code ?? kind;
    this.status = options.status;
    this.value = options.value;
  }

  /** i18n key (namespace `kernel`) of the message to show people. */
  get messageKey(): string {
    if (this.kind === 'business') {
      return knownCodes.has(this.code) ? `errors.code.${this.code}` : 'errors.unknown';
    }
    // A guest was never logged in, so "logged out, log in again" would be wrong: the call needs a login.
    if (this.kind === 'session' && this.code === SESSION_MISSING) return 'errors.loginFirst';
    return `errors.${this.kind}`;
  }
}

/** Platform error codes with a localized message in the kernel's catalogue. */
export const knownCodes = new Set([
  'login.failed',
  'login.captcha.required',
  'user.disabled',
  'user.exists',
  'login.non.member',
  'login.non.agent',
  'session.expired',
  'system.maintenance',
  'agent.only',
  'request.invalid',
  'request.decrypt',
  'captcha.invalid',
  'verification.invalid',
  'affiliate.invalid',
  'format.account',
  'format.password',
  'format.email',
  'format.name',
  'format.mobile',
  'trial.only.real',
  'modify.new.old.same',
  'register.underage',
  'feature.disabled',
]);

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export function toApiError(e: unknown): ApiError {
  if (isApiError(e)) return e;
  return new ApiError('network', { cause: e, message: e instanceof Error ? e.message : String(e) });
}
