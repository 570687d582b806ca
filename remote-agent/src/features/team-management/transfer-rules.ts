import { addCents, check, formatCents, type Cents, type RuleFailure } from '@mc/shared-kernel';
import { amountRules, centsToDecimal, parseAmount } from '@mc/shared-kernel/money';

/** Most downlines one transfer pays (the platform's bound too). */
export const TRANSFER_MAX_ITEMS = 50;

export type AmountMode = 'same' | 'each';

export interface TransferDraft {
  /** The chosen downlines, in the order they were chosen. */
  usernames: readonly string[];
  mode: AmountMode;
  /** The amount every downline gets in `same` mode. */
  same: string;
  /** Each downline's amount in `each` mode (username → typed text). */
  each: Readonly<Record<string, string>>;
}

export interface TransferCheck {
  /** A field's problem: `same`, or a username in `each` mode. */
  fields: Record<string, RuleFailure | null>;
  /** What each downline gets (cents), when every amount reads. */
  items: { username: string; cents: Cents }[] | null;
  /** The sum, when every amount reads (and the sum is one a `number` holds exactly). */
  total: Cents | null;
  /** The sum is more than the agent may move (or no downline is chosen). */
  totalProblem: RuleFailure | null;
}

const RULES = amountRules({});

/** The typed amount each downline gets under the draft's mode. */
export const amountText = (draft: TransferDraft, username: string): string =>
  draft.mode === 'same' ? draft.same : (draft.each[username] ?? '');

/**
 * Checks a transfer the way a person fixes it: every amount present, an amount, at most two decimals,
 * more than 0 (the money kit's rules and messages); then the total against `available` (what the agent
 * may move; unknown while it loads — the platform checks it anyway).
 */
export function checkTransfer(draft: TransferDraft, available: Cents | undefined): TransferCheck {
  const fields: Record<string, RuleFailure | null> = {};
  if (draft.mode === 'same') fields.same = check(draft.same, RULES);
  else for (const username of draft.usernames) fields[username] = check(draft.each[username] ?? '', RULES);
  const bad = Object.values(fields).some((f) => f !== null);
  if (draft.usernames.length === 0) {
    return { fields, items: null, total: null, totalProblem: { key: 'agent:team.transfer.noneChosen' } };
  }
  if (draft.usernames.length > TRANSFER_MAX_ITEMS) {
    return {
      fields,
      items: null,
      total: null,
      totalProblem: { key: 'agent:team.transfer.tooMany', params: { max: TRANSFER_MAX_ITEMS } },
    };
  }
  if (bad) return { fields, items: null, total: null, totalProblem: null };
  const items = draft.usernames.map((username) => ({
    username,
    cents: parseAmount(amountText(draft, username)) as Cents,
  }));
  let total: Cents;
  try {
    total = addCents(...items.map((item) => item.cents));
  } catch (error) {
    // Each amount reads, but their sum is past what a `number` holds exactly: too large, never rounded.
    if (!(error instanceof RangeError)) throw error;
    return { fields, items: null, total: null, totalProblem: { key: 'kernel-money:amount.tooLarge' } };
  }
  const totalProblem =
    available !== undefined && total > available
      ? { key: 'agent:team.transfer.overBalance', params: { available: formatCents(available) } }
      : null;
  return { fields, items, total, totalProblem };
}

/** The request's items, amounts as the platform wants them ("100.00"). */
export const transferItems = (items: readonly { username: string; cents: Cents }[]) =>
  items.map(({ username, cents }) => ({ username, amount: centsToDecimal(cents) }));
