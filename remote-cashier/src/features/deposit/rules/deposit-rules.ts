import {
  addCents,
  assertSafeCents,
  formatCents,
  mulDivCents,
  platformAddress,
  toCents,
  type Cents,
} from '@mc/shared-kernel';
import type { AmountLimits } from '@mc/shared-kernel/money';
import type { Channel, ChannelKind, Promotion } from '../api/deposit-api';

/**
 * The deposit's sums, in integer cents as the platform does them (docs/api-contract.md "Deposit rules"):
 * the fee rounds up, the bonus rounds down and is capped, USDT rounds up to the USDT cent. Nothing here
 * touches a binary fraction: amounts are integers, and a product with a rate is divided exactly
 * (mulDivCents). A figure past what a `number` holds exactly throws a RangeError.
 */

/** A decimal string with at most `scale` places as an integer of that scale ("1.5", 2 → 150). */
export function scaled(text: string, scale: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale && !/^0*$/.test(fraction.slice(scale)))
    throw new RangeError(`more than ${scale} decimals: ${text}`);
  return assertSafeCents(
    Number(whole) * 10 ** scale + Number((fraction + '0'.repeat(scale)).slice(0, scale)),
    `decimal ${JSON.stringify(text)}`,
  );
}

/** A percentage ("1.50") in hundredths of a percent (150): amount × bp / 10 000. */
const basisPoints = (percent: string): number => scaled(percent, 2);

/** `amount × feePercent`, rounded up to the cent (a fee never rounds in the player's favour). */
export const feeFor = (amount: Cents, feePercent: string): Cents =>
  mulDivCents(amount, basisPoints(feePercent), 10_000, 'up');

/** `amount × bonusPercent` rounded down to the cent, at most `maxBonus`; nothing below the minimum deposit. */
export function bonusFor(amount: Cents, promo: Pick<Promotion, 'bonusPercent' | 'maxBonus' | 'minDeposit'>): Cents {
  if (amount < toCents(promo.minDeposit)) return 0;
  const share = mulDivCents(amount, basisPoints(promo.bonusPercent), 10_000);
  const cap = toCents(promo.maxBonus);
  return share < cap ? share : cap;
}

/** What must be played before the bonus may be withdrawn: `bonus × turnoverMultiple` (a fractional multiple rounds up). */
export function turnoverFor(bonus: Cents, multiple: number): Cents {
  if (Number.isInteger(multiple)) return mulDivCents(bonus, multiple, 1);
  return mulDivCents(bonus, scaled(String(multiple), 2), 100, 'up');
}

/** Whether the promotion can go with this amount: it needs `amount ≥ minDeposit`. */
export const meetsPromotion = (amount: Cents, promo: Pick<Promotion, 'minDeposit'>): boolean =>
  amount >= toCents(promo.minDeposit);

/** USDT cents to send for kyat cents at `rate` kyat per USDT, rounded up to the USDT cent. */
export function usdtFor(kyat: Cents, rate: string): Cents {
  const rateCents = toCents(rate);
  return rateCents > 0 ? mulDivCents(kyat, 100, rateCents, 'up') : 0;
}

export interface DepositQuote {
  amount: Cents;
  fee: Cents;
  /** What the player pays in kyat: amount + fee. */
  pay: Cents;
  /** USDT channels: what to send in USDT cents; null elsewhere. */
  payUsdt: Cents | null;
  bonus: Cents;
  turnover: Cents;
  /** Into the wallet once the platform confirms the payment: amount + bonus (the fee is the channel's). */
  credited: Cents;
  /** The chosen promotion needs more than this amount. */
  promoShort: boolean;
}

/** Everything the form shows before the player submits, from one amount. */
export function quote(
  channel: Pick<Channel, 'feePercent' | 'rate' | 'kind'>,
  amount: Cents,
  promo: Promotion | null,
): DepositQuote {
  const fee = feeFor(amount, channel.feePercent);
  const pay = addCents(amount, fee);
  const promoShort = promo !== null && !meetsPromotion(amount, promo);
  const bonus = promo && !promoShort ? bonusFor(amount, promo) : 0;
  return {
    amount,
    fee,
    pay,
    payUsdt: channel.kind === 'USDT' && channel.rate ? usdtFor(pay, channel.rate) : null,
    bonus,
    turnover: promo ? turnoverFor(bonus, promo.turnoverMultiple) : 0,
    credited: addCents(amount, bonus),
    promoShort,
  };
}

/** The channel's bounds for the kernel's amount rules. */
export const channelLimits = (channel: Pick<Channel, 'min' | 'max' | 'integerOnly'>): AmountLimits => ({
  min: toCents(channel.min),
  max: toCents(channel.max),
  integerOnly: channel.integerOnly,
});

/** Quick amounts the channel would take (a bad one from the platform is left out, never offered). */
export function quickAmounts(channel: Pick<Channel, 'quickAmounts' | 'min' | 'max' | 'integerOnly'>): Cents[] {
  const { min, max } = channelLimits(channel);
  const out: Cents[] = [];
  for (const text of channel.quickAmounts) {
    let cents: Cents;
    try {
      cents = toCents(text);
    } catch {
      continue;
    }
    if (cents <= 0 || cents < min! || cents > max! || (channel.integerOnly && cents % 100 !== 0) || out.includes(cents))
      continue;
    out.push(cents);
  }
  return out;
}

/** Cents as a person types them: "10000", "10000.5" → "10000.50" (what a quick amount puts in the field). */
export const typedAmount = (cents: Cents): string => formatCents(cents, { grouping: false }).replace(/\.00$/, '');

/** The kinds in the order the screen shows them, with their channels in the platform's order. */
export function groupByKind(channels: readonly Channel[]): { kind: ChannelKind; channels: Channel[] }[] {
  const order: ChannelKind[] = ['BANK', 'QR', 'GATEWAY', 'USDT'];
  return order
    .map((kind) => ({ kind, channels: channels.filter((c) => c.kind === kind) }))
    .filter((g) => g.channels.length > 0);
}

/** The channel the new layout opens with: the first of the first kind. */
export const defaultChannel = (channels: readonly Channel[]): Channel | null =>
  groupByKind(channels)[0]?.channels[0] ?? null;

/**
 * The gateway's page, or null when the address must not be followed: the kernel's URL rule (only http(s), no
 * credentials, no `/\host`, tab or newline, another site's address with its scheme). A platform path resolves
 * against the API's base.
 */
export function safePayUrl(payUrl: string | null | undefined): string | null {
  return platformAddress(payUrl)?.href ?? null;
}

/** Order numbers as the platform makes them (D + day + digits); anything else is not looked up. */
export const isOrderNo = (text: string | null): text is string => text !== null && /^[A-Za-z0-9_-]{1,64}$/.test(text);

/** Where the gateway sends the player back (the platform adds `?orderNo=`). */
export const RESULT_PATH = '/m/voucherCenter/result';
export const ORDER_PATH = '/m/voucherCenter/order';
export const DEPOSIT_PATH = '/m/voucherCenter';
export const RECORDS_PATH = '/m/vouReport';
export const orderPath = (orderNo: string) => `${ORDER_PATH}?orderNo=${encodeURIComponent(orderNo)}`;

/** Proof of payment (docs/api-contract.md "proof of payment"): what each field takes. */
export const PROOF_LIMITS = { nameMax: 40, referenceMax: 40 } as const;
export const REFERENCE_CHARS = /^[A-Za-z0-9 ._/#:-]+$/;
export const TX_HASH = /^(?:0x)?[0-9a-fA-F]{64}$/;

/** Which proof a kind of channel needs: BANK and QR a receipt and a name; USDT the transaction hash. */
export const proofNeeds = (kind: string) => ({
  receipt: kind === 'BANK' || kind === 'QR',
  name: kind === 'BANK' || kind === 'QR',
  txHash: kind === 'USDT',
});
