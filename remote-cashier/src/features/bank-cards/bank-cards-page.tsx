import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { EmptyState, ErrorState, NOTICE_MS, Spinner, toast, useSession } from '@mc/shared-kernel';
import { bankCardKeys, useBankCards, type BankCard } from '../../entities/bank-card';
import { paymentPasswordKeys, usePaymentPasswordState } from '../../entities/payment-password';
import { guideLink } from '../../entities/return-to';
import { withdrawInfoKeys } from '../../entities/withdraw-info';
import { CardItem } from './components/card-item';
import { UnbindDialog } from './components/unbind-dialog';
import './bank-cards.css';

const HERE = '/m/bankCards';
const RESET_LINK = guideLink('/m/paymentPassword?mode=reset', HERE);
const SET_LINK = guideLink('/m/paymentPassword', HERE);

/** /m/bankCards: the bound cards (bank, masked number, payee), binding another up to the limit, unbinding. */
export default function BankCardsPage() {
  const { t } = useTranslation('cashier-security');
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const client = useQueryClient();
  const cards = useBankCards();
  const password = usePaymentPasswordState();
  const [unbinding, setUnbinding] = useState<BankCard | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);

  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;

  const { cards: list, max, payeeName } = cards.data;
  const full = list.length >= max;

  return (
    <div className="csh-bank">
      <section className="csh-bank-panel" aria-labelledby="csh-bank-list">
        <div className="csh-bank-panel__head">
          <h2 className="csh-bank-panel__title" id="csh-bank-list">
            {t('cards.list')}
          </h2>
          <span className="csh-bank-count" data-testid="card-count">
            {t('cards.count', { count: list.length, max })}
          </span>
        </div>
        {payeeName !== null ? (
          <p className="csh-bank-note">
            {t('cards.payeeBound')}: <bdi>{payeeName}</bdi>
          </p>
        ) : null}
        {list.length === 0 ? (
          <EmptyState>{t('cards.empty')}</EmptyState>
        ) : (
          <ul className="csh-bank-list" aria-labelledby="csh-bank-list">
            {list.map((card) => (
              <CardItem key={card.id} card={card} onUnbind={setUnbinding} />
            ))}
          </ul>
        )}
        {full ? (
          <p className="csh-bank-note" data-testid="card-limit">
            {t('cards.limit', { max })}
          </p>
        ) : (
          <Link className="mc-btn mc-btn--primary mc-btn--block csh-bank-action" to="/m/bankCards/add">
            {t('cards.add')}
          </Link>
        )}
      </section>
      {password.isError ? <ErrorState error={password.error} onRetry={() => void password.refetch()} compact /> : null}
      <UnbindDialog
        card={unbinding}
        hasPassword={password.data?.set ?? true}
        lockedUntil={lockedUntil ?? password.data?.lockedUntil ?? null}
        resetLink={RESET_LINK}
        setLink={SET_LINK}
        onClose={() => setUnbinding(null)}
        onLocked={(until) => {
          setLockedUntil(until);
          void client.invalidateQueries({ queryKey: paymentPasswordKeys.all });
        }}
        onUnbound={() => {
          setUnbinding(null);
          toast.success(t('cards.unbound'), NOTICE_MS);
          void client.invalidateQueries({ queryKey: bankCardKeys.all });
          void client.invalidateQueries({ queryKey: withdrawInfoKeys.all });
        }}
      />
    </div>
  );
}
