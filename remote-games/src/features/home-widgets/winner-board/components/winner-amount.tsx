import { useTranslation } from 'react-i18next';
import { formatCents, type Cents } from '@mc/shared-kernel';

/** A win with the site's currency symbol, from integer cents. */
export function WinnerAmount({ cents, symbol }: { cents: Cents; symbol: string }) {
  const { t } = useTranslation('games-widgets');
  return <span className="gm-winners__amount">{t('winners.amount', { symbol, amount: formatCents(cents) })}</span>;
}
