import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  EmptyState,
  ErrorState,
  formatDateTime,
  formatMoney,
  memberKeys,
  Spinner,
  toast,
  useSession,
  useSwitches,
  type RuleFailure,
} from '@mc/shared-kernel';
import { MoneyStatus, useMoneySubmission } from '@mc/shared-kernel/money';
import { RecordCard, RecordList, StatusLabel, useRecordPages } from '@mc/shared-kernel/records';
import { CLAIM_STATES, PROMOTIONS_NS as NS } from '../../entities/claim';
import {
  claimReward,
  Claimed,
  getRewardHistory,
  REWARDS_KEY,
  useAvailableRewards,
  type Reward,
} from './api/rewards-api';
import { claimRefusal } from './claim-refusal';
import './reward-centre.css';

/** /m/rewardCenter (switch REWCEN3): the rewards to claim now, and the claimed and expired ones below. */
export default function RewardCentrePage() {
  const { t } = useTranslation(NS);
  const switches = useSwitches();
  if (switches === undefined) return <Spinner />;
  if (switches.REWCEN3 !== true) return <EmptyState>{t('rewards.off')}</EmptyState>;
  return (
    <div className="mem-reward">
      <AvailableRewards />
      <RewardHistory />
    </div>
  );
}

function AvailableRewards() {
  const { t, i18n } = useTranslation(NS);
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const rewards = useAvailableRewards(i18n.language);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<RuleFailure | null>(null);
  // Claimed here: gone from the list at once, before the list is read again (a second tap finds no button).
  const [claimed, setClaimed] = useState<ReadonlySet<number>>(new Set());
  const submission = useMoneySubmission({
    kind: 'reward-claim',
    send: ({ id }: { id: number }, key) => claimReward(id, key),
    schema: Claimed,
    onDone: (result) => {
      setClaimed((ids) => new Set([...ids, result.id]));
      // The header and the member centre read this one query: the new balance shows at once, then every wallet figure is read again.
      client.setQueryData(memberKeys.balance(token), { sumBalance: result.sumBalance });
      void client.invalidateQueries({ queryKey: ['wallet'] });
      void client.invalidateQueries({ queryKey: REWARDS_KEY });
      toast.success(t('rewards.claimed', { amount: formatMoney(result.amount) }));
    },
  });
  const { state } = submission;
  const shown = rewards.data?.filter((reward) => !claimed.has(reward.id));
  const busy = state.phase === 'sending' || state.phase === 'checking';

  const claim = (reward: Reward) => {
    setClaiming(reward.id);
    setRefusal(null);
    void submission.submit({ id: reward.id });
  };
  // A definite refusal is said above the list (which is read again when it no longer shows the truth); the buttons come back.
  const failedWith = state.phase === 'failed' ? state.error : null;
  const { reset } = submission;
  useEffect(() => {
    if (!failedWith) return;
    const { failure, stale } = claimRefusal(failedWith);
    setRefusal(failure);
    reset();
    if (stale) void client.invalidateQueries({ queryKey: REWARDS_KEY });
  }, [failedWith, reset, client]);

  return (
    <section className="mem-reward__section" aria-labelledby="mem-reward-available">
      <h2 className="mem-reward__title" id="mem-reward-available">
        {t('rewards.available')}
      </h2>
      {refusal ? (
        <p className="mem-reward__alert" role="alert">
          {t(refusal.key, refusal.params)}
        </p>
      ) : null}
      <MoneyStatus
        submission={submission}
        onTryAgain={() => claiming !== null && void submission.submit({ id: claiming })}
      />
      {rewards.isPending ? <Spinner /> : null}
      {rewards.isError ? <ErrorState error={rewards.error} onRetry={() => void rewards.refetch()} /> : null}
      {shown?.length === 0 ? <EmptyState compact>{t('rewards.none')}</EmptyState> : null}
      {shown && shown.length > 0 ? (
        <ul className="mem-reward__list" aria-label={t('rewards.available')}>
          {shown.map((reward) => (
            <li key={reward.id} className="mem-reward__item">
              <div className="mem-reward__item-head">
                <span className="mem-reward__name">{reward.title}</span>
                <span className="mem-reward__amount">{formatMoney(reward.amount)}</span>
              </div>
              <p className="mem-reward__meta">
                {t('rewards.expires')}:{' '}
                <time dateTime={new Date(reward.expiresAt).toISOString()}>{formatDateTime(reward.expiresAt)}</time>
              </p>
              <button
                type="button"
                className="mc-btn mc-btn--primary"
                aria-label={t('rewards.claimNamed', { title: reward.title })}
                disabled={busy || state.phase === 'unknown' || state.phase === 'notCarriedOut'}
                aria-busy={busy && claiming === reward.id}
                onClick={() => claim(reward)}
              >
                {busy && claiming === reward.id ? t('rewards.claiming') : t('rewards.claim')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function RewardHistory() {
  const { t, i18n } = useTranslation(NS);
  const pages = useRecordPages({
    key: [...REWARDS_KEY, 'history'],
    params: { language: i18n.language },
    fetchPage: (_params, pageNo, signal) => getRewardHistory(pageNo, signal),
  });
  return (
    <section className="mem-reward__section" aria-labelledby="mem-reward-history">
      <h2 className="mem-reward__title" id="mem-reward-history">
        {t('rewards.history')}
      </h2>
      <RecordList
        pages={pages}
        label={t('rewards.history')}
        emptyText={t('rewards.historyNone')}
        rowKey={(row) => String(row.id)}
        renderRow={(row) => (
          <RecordCard
            headline={`${row.title} · ${formatMoney(row.amount)}`}
            status={<StatusLabel status={row.status} scheme={CLAIM_STATES} />}
            facts={
              row.claimedAt !== null
                ? [{ label: t('rewards.claimedAt'), value: formatDateTime(row.claimedAt) }]
                : [{ label: t('rewards.expiredAt'), value: formatDateTime(row.expiresAt) }]
            }
          />
        )}
      />
    </section>
  );
}
