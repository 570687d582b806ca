import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, formatCents, Spinner, useSession, useSwitches } from '@mc/shared-kernel';
import { clubKey, getClub, type ClubLevel } from './api/club-api';
import { vipStanding, type VipStanding } from './vip-standing';
import './vip.css';

function Standing({ standing }: { standing: VipStanding }) {
  const { t } = useTranslation('member-rebate');
  const { name, percent, next } = standing;
  return (
    <section className="mem-vipb__standing" aria-labelledby="mem-vipb-standing">
      <h2 className="mem-vipb__heading" id="mem-vipb-standing">
        {t('vip.yourLevel')}
      </h2>
      <p className="mem-vipb__name" data-testid="vip-level">
        {name}
      </p>
      <div
        className="mem-vipb__bar"
        role="progressbar"
        aria-label={t('vip.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span className="mem-vipb__fill" style={{ width: `${percent}%` }} />
      </div>
      {next ? (
        <>
          <p className="mem-vipb__percent" data-testid="vip-progress">
            {t('vip.towards', { percent, next: next.name })}
          </p>
          <p className="mem-vipb__next-title">{t('vip.nextNeeds', { next: next.name })}</p>
          <ul className="mem-vipb__needs">
            <li>{t('vip.needDeposit', { amount: formatCents(next.requirements.deposit) })}</li>
            <li>{t('vip.needValidBet', { amount: formatCents(next.requirements.validBet) })}</li>
          </ul>
        </>
      ) : (
        <p className="mem-vipb__percent" data-testid="vip-progress">
          {t('vip.top')}
        </p>
      )}
    </section>
  );
}

function LevelCard({ level, mine }: { level: ClubLevel; mine: boolean }) {
  const { t } = useTranslation('member-rebate');
  const id = `mem-vipb-level-${level.level}`;
  return (
    <article
      className={`mem-vipb__level${mine ? ' mem-vipb__level--mine' : ''}`}
      aria-labelledby={id}
      aria-current={mine ? 'true' : undefined}
      data-testid={`vip-level-${level.level}`}
    >
      <h3 className="mem-vipb__level-name" id={id}>
        {level.name}
        {mine ? <span className="mem-vipb__badge">{t('vip.mine')}</span> : null}
      </h3>
      <dl className="mem-vipb__facts">
        <div>
          <dt>{t('vip.deposit')}</dt>
          <dd>{formatCents(level.requirements.deposit)}</dd>
        </div>
        <div>
          <dt>{t('vip.validBet')}</dt>
          <dd>{formatCents(level.requirements.validBet)}</dd>
        </div>
        <div>
          <dt>{t('vip.upgradeBonus')}</dt>
          <dd>{formatCents(level.upgradeBonus)}</dd>
        </div>
        <div>
          <dt>{t('vip.birthdayBonus')}</dt>
          <dd>{formatCents(level.birthdayBonus)}</dd>
        </div>
        <div>
          <dt>{t('vip.withdrawLimit')}</dt>
          <dd>
            {t('vip.withdrawPerDay', {
              amount: formatCents(level.withdrawLimit.daily),
              times: level.withdrawLimit.times,
            })}
          </dd>
        </div>
      </dl>
      <table className="mem-vipb__rates">
        <caption>{t('vip.rates', { level: level.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.category')}</th>
            <th scope="col">{t('vip.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {level.rebates.map((r) => (
            <tr key={r.category}>
              <th scope="row">{t(`categories.${r.category}`, { defaultValue: r.category })}</th>
              <td>{t('manual.percent', { rate: r.rate })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function Benefits() {
  const { t } = useTranslation('member-rebate');
  const token = useSession((s) => s.info?.token ?? null);
  const club = useQuery({
    queryKey: clubKey(token),
    queryFn: ({ signal }) => getClub(signal),
    enabled: token !== null,
  });
  if (club.isPending) return <Spinner />;
  if (club.isError) return <ErrorState error={club.error} onRetry={() => void club.refetch()} />;
  const standing = vipStanding(club.data);
  if (!standing) return <EmptyState>{t('vip.none')}</EmptyState>;
  return (
    <div className="mem-vipb">
      <Standing standing={standing} />
      <section aria-labelledby="mem-vipb-levels">
        <h2 className="mem-vipb__heading" id="mem-vipb-levels">
          {t('vip.levels')}
        </h2>
        <ul className="mem-vipb__list">
          {[...club.data.levels]
            .sort((a, b) => a.level - b.level)
            .map((level) => (
              <li key={level.level}>
                <LevelCard level={level} mine={level.level === standing.level.level} />
              </li>
            ))}
        </ul>
      </section>
    </div>
  );
}

/** /m/member/benefits (switch MEMCLUB3): every VIP level, the member's own and the way to the next. */
export default function VipBenefitsPage() {
  const { t } = useTranslation('member-rebate');
  const switches = useSwitches();
  if (switches === undefined) return <Spinner />;
  if (switches.MEMCLUB3 !== true) return <EmptyState>{t('off')}</EmptyState>;
  return <Benefits />;
}
