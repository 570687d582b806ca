import { formatMoney } from '@mc/shared-kernel';

/** A signed amount coloured by its sign (a team's profit, a bet's win/loss). */
export function SignedMoney({ amount }: { amount: string }) {
  const text = amount.trim();
  const tone = /^-?0*(\.0*)?$/.test(text) ? 'even' : text.startsWith('-') ? 'minus' : 'plus';
  return <span className={`agt-team-money agt-team-money--${tone}`}>{formatMoney(amount)}</span>;
}
