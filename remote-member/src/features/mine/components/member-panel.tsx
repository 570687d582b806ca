import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, daysSince, useMemberInfo } from '@mc/shared-kernel';
import { HeadIconImage } from '../../../entities/head-icon';
import { BalanceCard } from './balance-card';
import { VipPanel } from './vip-panel';

/**
 * Who is logged in, their balance and VIP level. Member info and balance fail separately: each shows
 * its own error with a retry and the other stays.
 */
export function MemberPanel() {
  const { t } = useTranslation('member');
  const member = useMemberInfo();

  let who;
  if (member.data && !member.isError) {
    const { nickname, account, regDate } = member.data;
    who = (
      <>
        {/* Names come from people: isolated, so bidi controls in one cannot reorder the text around it. */}
        <h2 className="mem-panel__name" data-testid="mine-name">
          <bdi>{nickname || account}</bdi>
        </h2>
        {nickname ? (
          <p className="mem-panel__line">
            {t('mine.accountLabel')} <bdi>{account}</bdi>
          </p>
        ) : null}
        <p className="mem-panel__line" data-testid="mine-days">
          {t('mine.days', { count: daysSince(regDate) })}
        </p>
      </>
    );
  } else if (member.isError && !member.isFetching) {
    who = <ErrorState error={member.error} onRetry={() => void member.refetch()} compact />;
  } else {
    who = (
      <div className="mem-panel__loading" aria-busy="true">
        <Skeleton height={22} width="60%" />
        <Skeleton height={14} width="45%" />
        <Skeleton height={14} width="50%" />
      </div>
    );
  }

  return (
    <section className="mem-panel" aria-label={t('mine.title')}>
      <div className="mem-panel__top">
        {/* PROFPIC3 off or no answer yet: nothing, and the name keeps the whole width. */}
        <HeadIconImage size="small" />
        <div className="mem-panel__who">{who}</div>
      </div>
      <BalanceCard />
      {/* The VIP row's room is kept while the member's details load: arriving, it would push the menu below. */}
      {member.isPending ? (
        <div className="mem-vip" aria-hidden="true" data-testid="vip-pending">
          <Skeleton height={30} />
        </div>
      ) : member.data?.clubLabel && !member.isError ? (
        <VipPanel label={member.data.clubLabel} />
      ) : null}
    </section>
  );
}
