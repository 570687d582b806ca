import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, type Cents, type Rule, type RuleFailure } from '@mc/shared-kernel';
import { NS } from './i18n/namespace';

/**
 * What people type as an amount, read strictly into integer cents: digits (Latin, or Burmese ၀–၉ from a
 * Myanmar keyboard), an optional thousands grouping with commas, at most two decimals. Anything else is
 * not an amount (no signs, no exponents, no spaces inside): the form says so instead of guessing. The
 * digits are read as they are, never through a binary float; an amount whose cents a `number` cannot hold
 * exactly (past Number.MAX_SAFE_INTEGER) is refused as too large rather than rounded.
 */
const MYANMAR_DIGITS = /[\u1040-\u1049]/g;
const SHAPE = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d*)?$/;

export type AmountProblem = 'shape' | 'decimals' | 'tooLarge';

/** The amount in cents, or what is wrong with the text. */
export function readAmount(text: string): { cents: Cents } | { problem: AmountProblem } {
  const normalised = text.trim().replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));
  if (!SHAPE.test(normalised)) return { problem: 'shape' };
  const [whole = '0', fraction = ''] = normalised.replace(/,/g, '').split('.');
  if (fraction.length > 2) return { problem: 'decimals' };
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return Number.isSafeInteger(cents) ? { cents } : { problem: 'tooLarge' };
}

/** The cents of a typed amount, or null when it is not one. */
export function parseAmount(text: string): Cents | null {
  const read = readAmount(text);
  return 'cents' in read ? read.cents : null;
}

/** Cents as the platform wants them: "1234.50", no grouping. */
export const centsToDecimal = (cents: Cents): string => formatCents(cents, { grouping: false });

export interface AmountLimits {
  /** Smallest amount, in cents (inclusive). */
  min?: Cents;
  /** Largest amount, in cents (inclusive). */
  max?: Cents;
  /** Whole kyat only (a channel that takes no decimals). */
  integerOnly?: boolean;
  /** What the person can spend at most (balance, withdrawable): a bound of its own, with its own message. */
  available?: Cents;
}

const key = (name: string) => `${NS}:amount.${name}`;

/**
 * The shared amount rules, in the order a person fixes them: present, an amount, its decimals, then the
 * bounds. Messages are the money kit's (`kernel-money:amount.*`), with the bound shown as money.
 */
export function amountRules(limits: AmountLimits): Rule[] {
  return [
    (value) => (value.trim() === '' ? { key: key('required') } : null),
    (value): RuleFailure | null => {
      const read = readAmount(value);
      if ('problem' in read) return { key: key(read.problem) };
      if (read.cents <= 0) return { key: key('positive') };
      if (limits.integerOnly && read.cents % 100 !== 0) return { key: key('whole') };
      if (limits.min !== undefined && read.cents < limits.min)
        return { key: key('min'), params: { min: formatCents(limits.min) } };
      if (limits.max !== undefined && read.cents > limits.max)
        return { key: key('max'), params: { max: formatCents(limits.max) } };
      if (limits.available !== undefined && read.cents > limits.available) {
        return { key: key('available'), params: { available: formatCents(limits.available) } };
      }
      return null;
    },
  ];
}

/**
 * The amount rules for a form, with their messages loaded: a component that shows amount errors calls
 * this (the kit's texts are fetched with it), and gets the same rules back while the limits are the same.
 */
export function useAmountRules(limits: AmountLimits): Rule[] {
  useTranslation(NS);
  const { min, max, integerOnly, available } = limits;
  return useMemo(() => amountRules({ min, max, integerOnly, available }), [min, max, integerOnly, available]);
}
