import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { agentMenuQuery, EmptyState, ErrorState, Spinner, useSession } from '@mc/shared-kernel';
import { RecordList, ReportLayout, useRecordPages } from '@mc/shared-kernel/records';
import { AgentShell } from '../../shell/agent-shell';
import { showsDividend } from '../../shell/agent-gates';
import { SessionLink } from '../../shell/session-link';
import { DIVIDEND_PERIODS_KEY, getDividendPeriods } from './api/get-dividend-periods';
import { DividendPeriodCard } from './components/dividend-period-card';
import './dividend.css';

/**
 * /m/member/agent/agentDivident: the agent's dividend periods (the current one first), each with the team's
 * profit, valid bets and active members, the tier reached and the dividend the platform computed. Only
 * when the agent menu's `dividend` is on and never for types 4, 40, 41, 42: others are told it is not
 * available (the footer does not offer it to them either).
 */
export default function DividendPage() {
  const { t } = useTranslation('agent');
  const menu = useQuery(agentMenuQuery);
  const memberType = useSession((s) => s.info?.type ?? 0);
  return (
    <AgentShell title={t('dividend.title')}>
      {menu.isPending ? (
        <Spinner />
      ) : menu.isError ? (
        <ErrorState error={menu.error} onRetry={() => void menu.refetch()} />
      ) : showsDividend(menu.data, memberType) ? (
        <DividendPeriods />
      ) : (
        <div className="agt-dividend__off">
          <EmptyState>{t('dividend.unavailable')}</EmptyState>
          <SessionLink to="/m/agent" className="mc-btn">
            {t('dividend.toAgentCentre')}
          </SessionLink>
        </div>
      )}
    </AgentShell>
  );
}

function DividendPeriods() {
  const { t } = useTranslation('agent');
  const pages = useRecordPages({
    key: DIVIDEND_PERIODS_KEY,
    params: {},
    fetchPage: (_params, pageNo, signal) => getDividendPeriods(pageNo, signal),
  });
  return (
    <ReportLayout>
      <SessionLink to="/m/member/agent/getDevidendContract" className="agt-dividend__contract">
        {t('dividend.contractLink')}
      </SessionLink>
      <RecordList
        pages={pages}
        label={t('dividend.periods')}
        emptyText={t('dividend.none')}
        rowKey={(row) => row.periodId}
        renderRow={(row) => <DividendPeriodCard period={row} />}
      />
    </ReportLayout>
  );
}
