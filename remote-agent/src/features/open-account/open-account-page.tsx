import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, Spinner, TabList } from '@mc/shared-kernel';
import { AgentShell } from '../../shell/agent-shell';
import { useRegisterQuota } from './api/get-register-quota';
import type { OpenedAccount } from './api/open-account';
import { AffiliateLinksPanel } from './components/affiliate-links-panel';
import { OpenAccountForm } from './components/open-account-form';
import { OpenAccountResult } from './components/open-account-result';
import './open-account.css';

type Tab = 'account' | 'links';
const PANEL_ID = 'agt-open-panel';

/**
 * Open account (/m/agentRegister): the agent opens a member or sub-agent account directly, or manages
 * invitation links (`?tab=links`) through which people register into its team. Both give rates within
 * the agent's quota.
 */
export default function OpenAccountPage() {
  const { t } = useTranslation('agent');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'links' ? 'links' : 'account';
  const quota = useRegisterQuota();
  const [opened, setOpened] = useState<OpenedAccount | null>(null);
  const [round, setRound] = useState(0);

  const choose = (next: Tab) => setParams(next === 'links' ? { tab: 'links' } : {}, { replace: true });

  let panel;
  if (quota.isPending) panel = <Spinner />;
  else if (quota.isError) panel = <ErrorState error={quota.error} onRetry={() => void quota.refetch()} />;
  else if (tab === 'links') panel = <AffiliateLinksPanel quota={quota.data} />;
  else if (opened) {
    panel = (
      <OpenAccountResult
        account={opened}
        onAnother={() => {
          setOpened(null);
          setRound((n) => n + 1);
        }}
      />
    );
  } else panel = <OpenAccountForm key={round} quota={quota.data} onOpened={setOpened} />;

  return (
    <AgentShell title={t('openAccount.title')} back="/m/agent">
      <TabList<Tab>
        label={t('openAccount.tabsLabel')}
        options={[
          { value: 'account', label: t('openAccount.tabAccount') },
          { value: 'links', label: t('openAccount.tabLinks') },
        ]}
        selected={tab}
        onChange={choose}
        idBase="agt-open"
        panelId={PANEL_ID}
        className="agt-open__tabs"
        tabClassName="agt-open__tab"
      />
      <div className="agt-open" id={PANEL_ID} role="tabpanel" aria-labelledby={`agt-open-tab-${tab}`}>
        {panel}
      </div>
    </AgentShell>
  );
}
