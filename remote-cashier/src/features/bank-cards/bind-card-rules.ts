import {
  DISPLAY_NAME_CHARS,
  required,
  visibleOnly,
  type FieldRules,
  type Rule,
  type RuleFailure,
} from '@mc/shared-kernel';
import type { WithdrawBank } from './api/withdraw-banks';

const NS = 'cashier-security';
/** The platform's bound on a payee name. */
export const PAYEE_MAX = 50;

const WHITESPACE = /[\s\u00a0\u2007\u202f]/g;
const MYANMAR_DIGITS = /[\u1040-\u1049]/g;

/**
 * An account number as the platform wants it: the spaces people copy from a card or a banking app
 * ("9993 0106 5123 4560 1") left out, Burmese digits read as Latin ones. Anything else stays for the rules.
 */
export const normaliseAccountNo = (value: string): string =>
  value.replace(WHITESPACE, '').replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));

/** A payee name as it is sent: without the spaces around it. */
export const normalisePayeeName = (value: string): string => value.trim();

const chosenBank =
  (banks: readonly WithdrawBank[]): Rule =>
  (code) =>
    code !== '' && !banks.some((bank) => bank.code === code) ? { key: `${NS}:bind.errors.bankRequired` } : null;

const digitsOnly: Rule = (value) =>
  /^\d+$/.test(normaliseAccountNo(value)) ? null : { key: `${NS}:bind.errors.accountDigits` };

const lengthFor =
  (bank: WithdrawBank | undefined): Rule =>
  (value): RuleFailure | null => {
    if (!bank) return null;
    const length = normaliseAccountNo(value).length;
    if (length >= bank.accountMin && length <= bank.accountMax) return null;
    return bank.accountMin === bank.accountMax
      ? { key: `${NS}:bind.errors.accountLength`, params: { bank: bank.name, count: bank.accountMin } }
      : {
          key: `${NS}:bind.errors.accountRange`,
          params: { bank: bank.name, min: bank.accountMin, max: bank.accountMax },
        };
  };

/** Checks the account number against the bank's digit count; without a bank only its shape is checked. */
export const accountNoRules = (bank: WithdrawBank | undefined): Rule[] => [
  required(`${NS}:bind.errors.accountRequired`),
  visibleOnly(),
  digitsOnly,
  lengthFor(bank),
];

const payeeLength: Rule = (value) =>
  [...normalisePayeeName(value)].length > PAYEE_MAX
    ? { key: `${NS}:bind.errors.payeeLength`, params: { max: PAYEE_MAX } }
    : null;
const payeeChars: Rule = (value) =>
  DISPLAY_NAME_CHARS.test(normalisePayeeName(value)) ? null : { key: `${NS}:bind.errors.payeeChars` };

/** A payee name bound for good: letters of any script, digits, spaces and . ' - _ ; nothing hidden; at most 50. */
export const payeeNameRules: Rule[] = [
  required(`${NS}:bind.errors.payeeRequired`),
  visibleOnly(),
  payeeLength,
  payeeChars,
];

export type BindField = 'bankCode' | 'accountNo' | 'payeeName';

/** The bind form's rules; once a payee name is bound it is shown read-only and not checked again. */
export function bindCardRules(banks: readonly WithdrawBank[], payeeBound: boolean): FieldRules<BindField> {
  return {
    bankCode: [required(`${NS}:bind.errors.bankRequired`), chosenBank(banks)],
    accountNo: (values) => accountNoRules(banks.find((bank) => bank.code === values.bankCode)),
    payeeName: payeeBound ? [] : payeeNameRules,
  };
}
