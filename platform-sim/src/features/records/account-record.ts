import { isAgentType, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { formatCents } from '../../core/money';
import { dateRange, intParam, paginate } from '../../core/params';
import type { Account, LedgerEntry, LedgerType } from '../../core/state';
import { dayNumber } from '../../core/dates';

export const LEDGER_TYPES: readonly LedgerType[] = [
  'DEPOSIT',
  'BONUS',
  'WITHDRAW_HOLD',
  'WITHDRAW_REFUND',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BET',
  'PAYOUT',
  'BET_CANCEL',
  'REBATE',
  'PROMOTION',
  'REWARD',
  'COMMISSION',
  'ADJUSTMENT',
];
/** `types=A`, the agent's variant: commission and the transfers of the team. */
export const AGENT_TYPES: readonly LedgerType[] = ['COMMISSION', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'];

export interface AccountRecordQuery {
  start: number;
  end: number;
  /** null = every type. */
  types: ReadonlySet<LedgerType> | null;
  pageNo: number;
  pageSize: number;
}

/** `types`: absent (all), `A` (agents only) or a comma list of ledger types; anything else is request.invalid. */
export function accountRecordQuery(query: URLSearchParams, account: Account): AccountRecordQuery {
  const { start, end } = dateRange(query);
  const raw = (query.get('types') ?? '').trim().toUpperCase();
  let types: ReadonlySet<LedgerType> | null = null;
  if (raw === 'A') {
    if (!isAgentType(account.type)) throw new SimError('agent.only');
    types = new Set(AGENT_TYPES);
  } else if (raw !== '') {
    const list = raw.split(',').map((t) => t.trim());
    const unknown = list.filter((t) => !(LEDGER_TYPES as readonly string[]).includes(t));
    if (unknown.length > 0) throw invalid(`unknown types: ${unknown.join(', ')}`);
    types = new Set(list as LedgerType[]);
  }
  return {
    start,
    end,
    types,
    pageNo: intParam(query, 'pageNo', 1, 1, 1_000_000),
    pageSize: intParam(query, 'pageSize', 20, 1, 100),
  };
}

/** Entries within the range (UTC day) of the asked types, newest first (ties: the later entry first). */
export function matchingEntries(
  account: Account,
  q: Pick<AccountRecordQuery, 'start' | 'end' | 'types'>,
): LedgerEntry[] {
  return account.ledger
    .filter((e) => {
      const day = dayNumber(e.createdAt);
      return day >= q.start && day <= q.end && (q.types === null || q.types.has(e.type));
    })
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** GET /wps/wallet/transaction/details: the account record, with money in / out of everything matching. */
function accountRecord(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  const q = accountRecordQuery(ctx.query, account);
  const entries = matchingEntries(account, q);
  let moneyIn = 0;
  let moneyOut = 0;
  for (const e of entries) {
    if (e.amount > 0) moneyIn += e.amount;
    else moneyOut -= e.amount;
  }
  const page = paginate(entries, q.pageNo, q.pageSize);
  return ok({
    list: page.items.map((e) => ({
      id: e.id,
      type: e.type,
      amount: formatCents(e.amount),
      balanceAfter: formatCents(e.balanceAfter),
      orderNo: e.orderNo ?? null,
      wallet: e.wallet,
      createdAt: e.createdAt,
    })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    summary: { count: entries.length, moneyIn: formatCents(moneyIn), moneyOut: formatCents(moneyOut) },
  });
}

export const accountRecordRoutes = { accountRecord };
