import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { agentMenuQuery, EmptyState, ErrorState, formatDateTime, Skeleton, useSession } from '@mc/shared-kernel';
import { AgentShell } from '../../shell/agent-shell';
import { SessionLink } from '../../shell/session-link';
import { showsDividend } from '../../shell/agent-gates';
import type { Contract, ContractKind } from './api/contract-schema';
import { ContractAnswerButtons } from './components/contract-answer';
import { ContractTiers } from './components/contract-tiers';
import { CONTRACT_QUERIES } from './contract-queries';
import { useContractAnswer } from './use-contract-answer';
import './contracts.css';

/**
 * A contract page (daily salary, dividend, hourly salary): the newest contract of the kind, its state and
 * tiers, and, while it awaits an answer, accept or decline behind a confirm dialog.
 */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const token = useSession((s) => s.info?.token ?? null);
  const query = useQuery(CONTRACT_QUERIES[kind](token));
  return (
    <AgentShell title={t(`contract.${kind}.title`)}>
      {query.isPending ? (
        <div className="agt-contract" aria-busy="true">
          <Skeleton height={72} />
          <Skeleton height={160} />
        </div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.contract === null ? (
        <EmptyState>{t(`contract.${kind}.none`)}</EmptyState>
      ) : (
        <ContractDetails kind={kind} contract={query.data.contract} />
      )}
    </AgentShell>
  );
}

function ContractDetails({ kind, contract }: { kind: ContractKind; contract: Contract }) {
  const { t } = useTranslation('agent');
  const { state, send } = useContractAnswer(kind, contract);
  const menu = useQuery(agentMenuQuery);
  const memberType = useSession((s) => s.info?.type ?? 0);
  const answered = contract.answeredAt === null ? null : formatDateTime(contract.answeredAt);
  return (
    <div className="agt-contract">
      <section className={`agt-contract__state agt-contract__state--${contract.status.toLowerCase()}`}>
        <h2 className="agt-contract__status">{t(`contract.status.${contract.status}`)}</h2>
        <p role={state.phase === 'done' ? 'status' : undefined}>
          {state.phase === 'done'
            ? t(`contract.done.${state.status}`)
            : t(`contract.statusLine.${contract.status}`, { date: answered })}
        </p>
      </section>
      <dl className="agt-contract__facts">
        <div>
          <dt>{t('contract.contractNo')}</dt>
          <dd>{contract.contractId}</dd>
        </div>
        <div>
          <dt>{t('contract.offeredAt')}</dt>
          <dd>{formatDateTime(contract.offeredAt)}</dd>
        </div>
        {contract.kind === 'dividend' ? (
          <div>
            <dt>{t('contract.period')}</dt>
            <dd>{t(`contract.periods.${contract.period}`)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="agt-contract__how">{t(`contract.${kind}.how`)}</p>
      <ContractTiers contract={contract} />
      {contract.status === 'PENDING' ? (
        <ContractAnswerButtons state={state} onAnswer={(answer) => void send(answer)} />
      ) : null}
      {state.phase === 'refused' && contract.status !== 'PENDING' ? (
        <p className="agt-contract-answer__notice" role="alert">
          {t(state.messageKey)}
        </p>
      ) : null}
      {kind === 'dividend' && showsDividend(menu.data, memberType) ? (
        <SessionLink to="/m/member/agent/agentDivident" className="agt-contract__link">
          {t('contract.seeDividends')}
        </SessionLink>
      ) : null}
    </div>
  );
}
