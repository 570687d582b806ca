import { DISPLAY_NAME_CHARS, INVISIBLE_CHARS, type Rule } from '@mc/shared-kernel';
import { PROOF_LIMITS, REFERENCE_CHARS, TX_HASH } from './deposit-rules';

const key = (name: string) => `cashier-deposit:proof.errors.${name}`;

/** Rules read the value as it will be sent: trimmed (a name typed with a trailing space is that name). */
const trimmed =
  (test: (value: string) => ReturnType<Rule>): Rule =>
  (value) =>
    test(value.trim());

const requiredRule = (name: string): Rule => trimmed((v) => (v === '' ? { key: key(name) } : null));
/** Control and invisible format characters (bidi overrides, zero-width): the kernel's own message. */
const visible: Rule = (value) => (INVISIBLE_CHARS.test(value) ? { key: 'validation.invisible' } : null);

/**
 * The depositor's name as on the bank account it was paid from: a display name (letters and marks of any
 * script, digits, space and . ' - _), 1–40 characters; required where the platform matches a transfer by
 * it (bank, e-wallet).
 */
export function depositorNameRules(required: boolean): Rule[] {
  return [
    ...(required ? [requiredRule('nameRequired')] : []),
    visible,
    trimmed((v) => (v !== '' && !DISPLAY_NAME_CHARS.test(v) ? { key: key('nameChars') } : null)),
    trimmed((v) =>
      [...v].length > PROOF_LIMITS.nameMax ? { key: key('nameLength'), params: { max: PROOF_LIMITS.nameMax } } : null,
    ),
  ];
}

/** The transfer's reference, optional: a bank or wallet transaction number (letters, digits and - _ / . # :). */
export const referenceRules: Rule[] = [
  visible,
  trimmed((v) => (v !== '' && !REFERENCE_CHARS.test(v) ? { key: key('referenceChars') } : null)),
  trimmed((v) =>
    v.length > PROOF_LIMITS.referenceMax
      ? { key: key('referenceLength'), params: { max: PROOF_LIMITS.referenceMax } }
      : null,
  ),
];

/** USDT: the transaction hash, 64 hexadecimal digits (optionally 0x…). */
export function txHashRules(required: boolean): Rule[] {
  return [
    ...(required ? [requiredRule('txHashRequired')] : []),
    trimmed((v) => (v !== '' && !TX_HASH.test(v) ? { key: key('txHash') } : null)),
  ];
}
