import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@mc/shared-kernel';
import { useTeamKpi, type TeamKpiFooter } from '../api/get-team-kpi';

const COUNTERS: readonly (readonly [keyof TeamKpiFooter, string])[] = [
  ['teamLoginMemberCount', 'kpi.login'],
  ['teamBetMemberCount', 'kpi.betting'],
  ['teamRegisterMemberCount', 'kpi.registered'],
  ['teamOnlineCount', 'kpi.online'],
];

/** Today's four team counters; a failure here stays in this block, the rest of the page works. */
export function TeamCounters() {
  const { t } = useTranslation('agent');
  const kpi = useTeamKpi();
  return (
    <section className="agt-kpi" aria-labelledby="agt-kpi-title" aria-busy={kpi.isPending}>
      <h2 className="agt-section-title" id="agt-kpi-title">
        {t('kpi.title')}
      </h2>
      {kpi.isError ? (
        <ErrorState error={kpi.error} onRetry={() => void kpi.refetch()} compact />
      ) : (
        <dl className="agt-kpi__grid">
          {COUNTERS.map(([field, label]) => (
            <div key={field} className="agt-kpi__item">
              <dt className="agt-kpi__label">{t(label)}</dt>
              <dd className="agt-kpi__value">
                {kpi.isPending ? <Skeleton width={40} height={24} /> : kpi.data[field]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
