import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorState, NOTICE_MS, Spinner, toast, useSession } from '@mc/shared-kernel';
import { useBankCards } from '../../entities/bank-card';
import { safeReturnTo } from '../../entities/return-to';
import { useWithdrawBanks } from './api/withdraw-banks';
import { BindCardForm } from './components/bind-card-form';
import './bank-cards.css';

const CARDS_PATH = '/m/bankCards';

/** /m/bankCards/add: binds a card, then back to `returnTo` (a path of this site under /m/) or the card list. */
export default function BindCardPage() {
  const { t } = useTranslation('cashier-security');
  const session = useSession((s) => s.info);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cards = useBankCards();
  const banks = useWithdrawBanks();

  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (session === null) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  if (cards.isPending || (banks.isPending && !banks.data)) return <Spinner />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  if (!banks.data) return <ErrorState error={banks.error} onRetry={() => void banks.refetch()} />;

  const back = safeReturnTo(params.get('returnTo')) ?? CARDS_PATH;
  if (cards.data.cards.length >= cards.data.max) {
    return (
      <div className="csh-bank">
        <div className="mc-center" data-testid="card-limit">
          <p className="mc-state__title">{t('cards.limit', { max: cards.data.max })}</p>
          <Link className="mc-btn csh-bank-action" to={CARDS_PATH}>
            {t('cards.title')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="csh-bank">
      <BindCardForm
        banks={banks.data}
        cards={cards.data}
        user={session.userName}
        token={session.token}
        onBound={() => {
          toast.success(t('bind.done'), NOTICE_MS);
          navigate(back, { replace: true });
        }}
      />
    </div>
  );
}
