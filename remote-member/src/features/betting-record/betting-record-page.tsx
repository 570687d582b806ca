import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState, Spinner, useSwitches } from '@mc/shared-kernel';
import { BettingList } from './components/betting-list';
import { OrderDetailView } from './components/order-detail';
import '../../i18n/records/namespace';
import './betting-record.css';

/**
 * /m/gameRecord: the member's bet orders (switch TRANSBETREPMEM3). `?order=<orderNo>` shows one order's
 * detail over the list's filters, so the back arrow returns to the list as it was.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation('member-records');
  const switches = useSwitches();
  const [search] = useSearchParams();
  const orderNo = search.get('order');
  if (switches === undefined) return <Spinner />;
  if (switches.TRANSBETREPMEM3 !== true) return <EmptyState>{t('off')}</EmptyState>;
  return orderNo ? <OrderDetailView orderNo={orderNo} /> : <BettingList />;
}
