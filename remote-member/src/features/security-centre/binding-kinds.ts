import type { InputHTMLAttributes } from 'react';
import type { Rule } from '@mc/shared-kernel';
import { emailBindingRules, emailRefusal, type BindingField, type Refusal } from './email-rules';
import { mobileBindingRules, mobileRefusal, normalizeMobile } from './mobile-rules';

/** What differs between binding an e-mail and binding a mobile number; the form is the same. */
export interface BindingKind {
  /** Text group in the member-security namespace. */
  texts: 'email' | 'mobile';
  channel: 'email' | 'sms';
  sendPath: string;
  bindPath: string;
  bodyField: 'email' | 'mobileNum';
  rules: Record<BindingField, Rule[]>;
  refusal(code: string, value: unknown): Refusal | null;
  /** The value as the platform takes it. */
  normalize(raw: string): string;
  /** Whether two values name the same address or number. */
  same(a: string, b: string): boolean;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>;
}

export const EMAIL_BINDING: BindingKind = {
  texts: 'email',
  channel: 'email',
  sendPath: '/wps/verification/email',
  bindPath: '/wps/security/email',
  bodyField: 'email',
  rules: emailBindingRules,
  refusal: emailRefusal,
  normalize: (raw) => raw.trim(),
  same: (a, b) => a.toLowerCase() === b.toLowerCase(),
  input: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 },
};

export const MOBILE_BINDING: BindingKind = {
  texts: 'mobile',
  channel: 'sms',
  sendPath: '/wps/verification/sms/bind-mobile',
  bindPath: '/wps/security/mobile',
  bodyField: 'mobileNum',
  rules: mobileBindingRules,
  refusal: mobileRefusal,
  normalize: normalizeMobile,
  same: (a, b) => a === b,
  input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 30 },
};
