import { REGISTER_FIELDS, type RegisterField } from '../core/errors';

/**
 * Registration rules (docs/api-contract.md, "Calls for accounts"): seeded settings, countries and
 * affiliate codes. `POST /__sim/register-settings` overrides parts of the settings at runtime.
 */

// The field names are part of the error codes (`format.<field>`), so they live with them in core/errors.ts.
export { REGISTER_FIELDS, type RegisterField };

export type RegisterMethod = 'username' | 'mobile';
export const REGISTER_METHODS: readonly RegisterMethod[] = ['username', 'mobile'];

export const isRegisterField = (name: string): name is RegisterField =>
  (REGISTER_FIELDS as readonly string[]).includes(name);

export interface FieldRule {
  /** Shown on the form and checked by the server; a disabled field's value is ignored. */
  enabled: boolean;
  /** Required in every registration method. */
  required: boolean;
  /** Required only in these methods (when `required` is false). */
  requiredFor?: RegisterMethod[];
  /** Length bounds in characters. */
  min?: number;
  max?: number;
  /** JS regex source the whole value must match. */
  pattern?: string;
}

/** The registration settings are part of the state (`POST /__sim/register-settings` changes them). */
export interface RegisterState {
  registerSettings: RegisterSettings;
}

export const seedRegisterState = (): RegisterState => ({ registerSettings: defaultRegisterSettings() });

export interface RegisterSettings {
  methods: Record<RegisterMethod, boolean>;
  minAge: 18 | 21;
  agreement: boolean;
  captcha: boolean;
  affiliateCheck: boolean;
  defaultCountry: string;
  fields: Record<RegisterField, FieldRule>;
}

const off: FieldRule = { enabled: false, required: false };

/**
 * Character classes (regex sources, matched with the `u` flag) the platform holds to whatever the
 * settings say; `data/register-rules.ts` says why.
 */
export const USERNAME_CHARS = '^[A-Za-z0-9_]+$';
export const PASSWORD_CHARS = '^[!-~]+$';
export const DISPLAY_NAME_CHARS = "^[\\p{L}\\p{M}\\p{Nd} .'_-]+$";

/** The seeded rules; every field appears, the ones a site does not use with `enabled: false`. */
export function defaultRegisterSettings(): RegisterSettings {
  return {
    methods: { username: true, mobile: true },
    minAge: 18,
    agreement: true,
    captcha: true,
    affiliateCheck: true,
    defaultCountry: 'MM',
    fields: {
      username: { enabled: true, required: true, min: 4, max: 16, pattern: USERNAME_CHARS },
      mobileNum: { enabled: true, required: false, requiredFor: ['mobile'], min: 7, max: 20, pattern: '^\\d+$' },
      verificationCode: { enabled: true, required: false, requiredFor: ['mobile'], min: 6, max: 6, pattern: '^\\d+$' },
      password: { enabled: true, required: true, min: 6, max: 20, pattern: PASSWORD_CHARS },
      confirmPassword: { enabled: true, required: true },
      paymentPassword: { ...off, min: 6, max: 6, pattern: '^\\d+$' },
      idNumber: { ...off, min: 5, max: 30, pattern: '^[A-Za-z0-9/()-]+$' },
      qqNum: { ...off, min: 5, max: 12, pattern: '^\\d+$' },
      facebook: { ...off, max: 50 },
      wechat: { ...off, max: 50 },
      line: { ...off, max: 50 },
      whatsapp: { ...off, min: 7, max: 20, pattern: '^\\+?\\d+$' },
      zalo: { ...off, min: 7, max: 20, pattern: '^\\+?\\d+$' },
      email: { enabled: true, required: false, max: 100, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
      nickname: { enabled: true, required: false, max: 20, pattern: DISPLAY_NAME_CHARS },
      payeeName: { enabled: true, required: false, max: 50, pattern: DISPLAY_NAME_CHARS },
      recommenderId: { ...off, max: 20, pattern: '^\\d+$' },
      affiliateCode: { enabled: true, required: false, max: 20, pattern: '^[A-Za-z0-9]+$' },
      captcha: { enabled: true, required: true, min: 4, max: 4, pattern: '^\\d+$' },
      birthday: { enabled: true, required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    },
  };
}

export interface Country {
  code: string;
  dialingCode: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = [
  { code: 'MM', dialingCode: '95', name: 'Myanmar' },
  { code: 'TH', dialingCode: '66', name: 'Thailand' },
  { code: 'VN', dialingCode: '84', name: 'Vietnam' },
  { code: 'MY', dialingCode: '60', name: 'Malaysia' },
  { code: 'SG', dialingCode: '65', name: 'Singapore' },
  { code: 'KH', dialingCode: '855', name: 'Cambodia' },
  { code: 'LA', dialingCode: '856', name: 'Laos' },
  { code: 'PH', dialingCode: '63', name: 'Philippines' },
  { code: 'ID', dialingCode: '62', name: 'Indonesia' },
  { code: 'IN', dialingCode: '91', name: 'India' },
];

/** Affiliate codes that are not an agent's account id. */
export const EXTRA_AFFILIATE_CODES: readonly string[] = ['AFF2024'];
