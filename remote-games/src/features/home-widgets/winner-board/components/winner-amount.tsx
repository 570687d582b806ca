import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mc/shared-kernel';

/** A win with the site's currency symbol, from bigint cents. */
export function WinnerAmount({ cents, symbol }: { cents: bigint; symbol: string }) {
  const { t } = useTranslation('games-widgets');
  return <span className="gm-winners__amount">{t('winners.amount', { symbol, amount: formatMoney(cents) })}</span>;
}
