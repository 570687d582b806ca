import { sumBalance } from '../core/ledger';
import { formatCents } from '../core/money';
import { CENTRE, type Account } from '../core/state';

/**
 * Why an account's ledger does not add up (empty when it does): each entry's balanceAfter is the running
 * total, never negative; ids and times ascend (none after `now`); the amounts add up to sumBalance and,
 * per wallet, to each wallet's balance.
 */
export function ledgerProblems(account: Account, now: number = Number.MAX_SAFE_INTEGER): string[] {
  const problems: string[] = [];
  let total = 0;
  const perWallet = new Map<string, number>();
  let previous = { id: 0, createdAt: 0 };
  for (const entry of account.ledger) {
    total += entry.amount;
    perWallet.set(entry.wallet, (perWallet.get(entry.wallet) ?? 0) + entry.amount);
    const at = `entry ${entry.id} (${entry.type})`;
    if (entry.balanceAfter !== total)
      problems.push(`${at}: balanceAfter ${formatCents(entry.balanceAfter)}, running total ${formatCents(total)}`);
    if (entry.balanceAfter < 0) problems.push(`${at}: balance below zero`);
    if (entry.amount === 0) problems.push(`${at}: moves nothing`);
    if (entry.id <= previous.id) problems.push(`${at}: id not ascending`);
    if (entry.createdAt < previous.createdAt || entry.createdAt > now) problems.push(`${at}: out of time order`);
    previous = entry;
  }
  if (total !== sumBalance(account))
    problems.push(`ledger adds up to ${formatCents(total)}, sumBalance is ${formatCents(sumBalance(account))}`);
  const wallets: [string, number][] = [[CENTRE, account.balance], ...Object.entries(account.wallets)];
  for (const [wallet, cents] of wallets) {
    const sum = perWallet.get(wallet) ?? 0;
    if (sum !== cents)
      problems.push(`${wallet}: entries add up to ${formatCents(sum)}, wallet holds ${formatCents(cents)}`);
  }
  return problems;
}
