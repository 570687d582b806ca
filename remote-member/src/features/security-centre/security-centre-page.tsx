import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, useMemberInfo } from '@mc/shared-kernel';
import '../../i18n/security/namespace';
import { useBankCardsState, usePaymentPasswordState, useSecurityOverview } from './api/security-state';
import { LevelMeter } from './components/level-meter';
import { SecurityRow } from './components/security-row';
import { securityLevel } from './security-level';
import './security-centre.css';

/**
 * /m/securityCenter (real accounts; the host draws the titled header). The payment password and bank
 * cards rows read the cashier's calls and link to its screens; the rest comes from the security overview.
 */
export default function SecurityCentrePage() {
  const { t } = useTranslation('member-security');
  const overview = useSecurityOverview();
  const password = usePaymentPasswordState();
  const cards = useBankCardsState();
  const info = useMemberInfo();
  const queries = [overview, password, cards];
  const failed = queries.find((q) => q.isError);

  if (failed) {
    return (
      <div className="mem-sec">
        <ErrorState
          error={failed.error}
          onRetry={() => {
            for (const q of queries) if (q.isError) void q.refetch();
          }}
        />
      </div>
    );
  }
  if (!overview.data || !password.data || !cards.data) {
    return (
      <div className="mem-sec" data-testid="security-skeleton" aria-busy="true">
        <Skeleton height={96} />
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} height={52} />
        ))}
      </div>
    );
  }

  const o = overview.data;
  const cardCount = cards.data.cards.length;
  // The payee name is the account's one; either call may carry it first after a card is bound.
  const payeeName = o.payeeName ?? cards.data.payeeName;
  const level = securityLevel({
    loginPassword: true,
    paymentPassword: password.data.set,
    bankCard: cardCount > 0,
    email: o.email !== null,
    mobile: o.mobile !== null,
    payeeName: payeeName !== null,
    securityQuestions: o.securityQuestions,
  });
  const bound = (value: string | null) => value ?? t('state.notBound');

  return (
    <div className="mem-sec">
      <LevelMeter level={level} />
      <section aria-labelledby="mem-sec-items">
        <h2 id="mem-sec-items" className="mem-sec__heading">
          {t('items')}
        </h2>
        <ul className="mem-sec__list">
          <SecurityRow
            label={t('row.loginPassword')}
            state={t('state.set')}
            good
            to="/m/changePsw"
            action={t('action.change')}
          />
          <SecurityRow
            label={t('row.paymentPassword')}
            state={
              password.data.lockedUntil !== null
                ? t('state.locked')
                : password.data.set
                  ? t('state.set')
                  : t('state.notSet')
            }
            good={password.data.set && password.data.lockedUntil === null}
            to="/m/paymentPassword"
            action={password.data.set ? t('action.change') : t('action.set')}
          />
          <SecurityRow
            label={t('row.bankCards')}
            state={t('state.cards', { count: cardCount, max: cards.data.max })}
            good={cardCount > 0}
            to="/m/bankCards"
            action={t('action.manage')}
          />
          <SecurityRow
            label={t('row.payeeName')}
            state={bound(payeeName)}
            good={payeeName !== null}
            note={payeeName !== null ? t('payee.bound') : t('payee.unbound')}
            to={payeeName === null ? '/m/securityCenter/payeeName' : undefined}
            action={payeeName === null ? t('action.bindPayee') : undefined}
          />
          <SecurityRow
            label={t('row.email')}
            state={bound(o.email)}
            good={o.email !== null}
            to="/m/securityCenter/email"
            action={o.email ? t('action.change') : t('action.bindNow')}
          />
          <SecurityRow
            label={t('row.mobile')}
            state={bound(o.mobile)}
            good={o.mobile !== null}
            to="/m/securityCenter/mobile"
            action={o.mobile ? t('action.change') : t('action.bindNow')}
          />
          <SecurityRow
            label={t('row.securityQuestions')}
            state={o.securityQuestions ? t('state.set') : t('state.notSet')}
            good={o.securityQuestions}
            to="/m/securityCenter/questions"
            action={o.securityQuestions ? t('action.verify') : t('action.set')}
          />
        </ul>
      </section>
      <section aria-labelledby="mem-sec-personal">
        <h2 id="mem-sec-personal" className="mem-sec__heading">
          {t('personal')}
        </h2>
        <ul className="mem-sec__list">
          <SecurityRow
            label={t('row.nickname')}
            state={info.data?.nickname ?? info.data?.account ?? ''}
            good
            to="/m/securityCenter/profile"
            action={t('action.change')}
          />
        </ul>
      </section>
    </div>
  );
}
