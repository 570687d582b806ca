import type { CoreState, SmsCode, SmsPurpose } from './state';

/** Every SMS code lives this long (the calls answer `{ expiredMinutes }`). */
export const SMS_EXPIRED_MINUTES = 5;
/**
 * Codes sent are 6 digits; codes accepted are 4-10 digits (the client's bound). A code of another
 * shape is refused before it is compared, so it counts as no try.
 */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_MIN = 4;
export const SMS_CODE_MAX = 10;
const SMS_CODE_SHAPE = new RegExp(`^\\d{${SMS_CODE_MIN},${SMS_CODE_MAX}}$`);
export const isSmsCodeShape = (code: string): boolean => SMS_CODE_SHAPE.test(code);

/** Wrong tries after which a code is dropped (a new one must be requested). */
export const SMS_MAX_ATTEMPTS = 5;

const key = (purpose: SmsPurpose, mobileNum: string): string => `${purpose}:${mobileNum}`;

/** "Sends" a fresh code (replacing any pending one for the same purpose and number). */
export function sendSms(state: CoreState, now: number, purpose: SmsPurpose, mobileNum: string): SmsCode {
  const sms: SmsCode = {
    purpose,
    mobileNum,
    code: state.rng.chars(SMS_CODE_LENGTH, '0123456789'),
    sentAt: now,
    expiresAt: now + SMS_EXPIRED_MINUTES * 60_000,
    attempts: 0,
  };
  state.smsCodes.set(key(purpose, mobileNum), sms);
  return sms;
}

/**
 * True when `code` is the pending, unexpired code; a wrong try counts towards SMS_MAX_ATTEMPTS.
 * `consume` drops the code on success (otherwise call `consumeSms` once the action succeeded).
 */
export function checkSms(
  state: CoreState,
  now: number,
  purpose: SmsPurpose,
  mobileNum: string,
  code: string,
  consume = true,
): boolean {
  const id = key(purpose, mobileNum);
  const sms = state.smsCodes.get(id);
  if (!sms) return false;
  if (sms.expiresAt <= now) {
    state.smsCodes.delete(id);
    return false;
  }
  if (sms.code !== code) {
    sms.attempts += 1;
    if (sms.attempts >= SMS_MAX_ATTEMPTS) state.smsCodes.delete(id);
    return false;
  }
  if (consume) state.smsCodes.delete(id);
  return true;
}

export function consumeSms(state: CoreState, purpose: SmsPurpose, mobileNum: string): void {
  state.smsCodes.delete(key(purpose, mobileNum));
}

/** The newest pending (unexpired) code for a number, of one purpose or any. */
export function pendingSms(state: CoreState, now: number, mobileNum: string, purpose?: SmsPurpose): SmsCode | null {
  let latest: SmsCode | null = null;
  for (const sms of state.smsCodes.values()) {
    if (sms.mobileNum !== mobileNum || sms.expiresAt <= now) continue;
    if (purpose && sms.purpose !== purpose) continue;
    if (!latest || sms.sentAt >= latest.sentAt) latest = sms;
  }
  return latest;
}

/** Mobile numbers are compared as typed, without spaces or dashes (national format, e.g. 09450000001). */
export const normalizeMobile = (raw: string): string => raw.replace(/[\s-]/g, '');

/** 09450000001 → 094*****001 */
export const maskMobile = (mobile: string): string =>
  mobile.length <= 6 ? mobile : `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
