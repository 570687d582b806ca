import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { EmptyState, ErrorState, Skeleton, toApiError } from '@mc/shared-kernel';
import { AgentShell } from '../../shell/agent-shell';
import { REBATE_CATEGORIES } from '../../rebate-rates/rates';
import { rebateKeys, useRebates, type Rebates } from './api/get-rebates';
import { RatesForm } from './components/rates-form';
import './rebate-settings.css';

/**
 * /m/member/agent/agentRebeat: the agent's own rates (set by its upline, read only) and the rates a new
 * downline starts with; `?downline=<username>` (from team management) edits that direct downline's rates.
 */
export default function RebateSettingsPage() {
  const { t } = useTranslation(['agent', 'kernel']);
  const [search] = useSearchParams();
  const downline = search.get('downline')?.trim() || null;
  const settings = useRebates(downline);
  const client = useQueryClient();
  const [saved, setSaved] = useState(0);

  // The form starts over from the reloaded settings (what is shown is what the platform holds); a
  // background refetch alone never replaces the form, so nothing typed is lost to it.
  const onSaved = async () => {
    await client.invalidateQueries({ queryKey: rebateKeys.all });
    setSaved((n) => n + 1);
  };

  const error = settings.error ? toApiError(settings.error) : null;
  return (
    <AgentShell title={t('rebateSettings.title')} back={downline ? '/m/member/team' : '/m/agent'}>
      <div className="agt-rebates">
        {downline ? (
          <p className="agt-rebates__mode">
            <Link to="/m/member/agent/agentRebeat">{t('rebateSettings.mine')}</Link>
          </p>
        ) : null}
        {settings.isPending ? (
          <Skeleton />
        ) : error?.code === 'rebate.not.downline' ? (
          <EmptyState>{t('rebateSettings.errors.notDownline')}</EmptyState>
        ) : error ? (
          <ErrorState error={error} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          <>
            {saved > 0 ? (
              <p className="agt-rebates__saved" role="status">
                {t('rebateSettings.saved')}
              </p>
            ) : null}
            {settings.data.self ? <OwnRates own={settings.data.own} /> : null}
            <h2 className="agt-rebates__heading">
              {settings.data.self
                ? t('rebateSettings.defaultsTitle')
                : t('rebateSettings.downlineTitle', { username: settings.data.username })}
            </h2>
            <p className="agt-rebates__intro">
              {settings.data.self
                ? t('rebateSettings.defaultsIntro')
                : t(settings.data.isAgent ? 'rebateSettings.agentIntro' : 'rebateSettings.memberIntro')}
            </p>
            <RatesForm
              key={`${settings.data.username}-${saved}`}
              settings={settings.data}
              onSaved={() => void onSaved()}
            />
          </>
        ) : null}
      </div>
    </AgentShell>
  );
}

function OwnRates({ own }: { own: Rebates['own'] }) {
  const { t } = useTranslation('agent');
  return (
    <section className="agt-rebates__own" aria-labelledby="agt-rebates-own">
      <h2 className="agt-rebates__heading" id="agt-rebates-own">
        {t('rebateSettings.ownTitle')}
      </h2>
      <p className="agt-rebates__intro">{t('rebateSettings.ownIntro')}</p>
      <dl className="agt-rebates__rates">
        {REBATE_CATEGORIES.map((category) => (
          <div key={category} className="agt-rebates__rate">
            <dt>{t(`rebateSettings.categories.${category}`)}</dt>
            <dd>{t('rebateSettings.percent', { rate: own[category] })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
