import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '@mc/shared-kernel';
import { RecordList, ReportLayout, useRecordPages } from '@mc/shared-kernel/records';
import { AgentShell } from '../../shell/agent-shell';
import { getDownlines, toDownline, type Downline, type DownlinePage } from './api/get-downlines';
import { DownlineRow } from './components/downline-row';
import { TeamBreadcrumb } from './components/team-breadcrumb';
import { TeamFilters } from './components/team-filters';
import { TransferSheet } from './components/transfer-sheet';
import { rangeReversed, searchFromView, teamQuery, viewFromSearch, type TeamView } from './team-query';
import { TRANSFER_MAX_ITEMS } from './transfer-rules';
import './team-management.css';

/**
 * Team management (/m/member/team): the agent's team level by level (`?parent=` drills into a downline
 * agent's own team, with a breadcrumb back up), search across the team, filters, and a transfer to several
 * direct downlines at once.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation('agent');
  const self = useSession((s) => s.info?.userName ?? null);
  const [params, setParams] = useSearchParams();
  const view = viewFromSearch(params);
  // A backwards registration range is not sent: the field says so and the list ignores it.
  const query = teamQuery(rangeReversed(view) ? { ...view, regStart: '', regEnd: '' } : view);
  const pages = useRecordPages({
    key: ['agent', 'team'],
    params: query,
    fetchPage: (q, pageNo, signal) => getDownlines(q, pageNo, signal),
  });
  // The kit types pages as the plain record page; this call's pages also carry the trail and the total.
  const first = pages.data?.pages[0] as DownlinePage | undefined;
  // Until the platform answers with the whole way down, the breadcrumb shows where the list starts.
  const ownTeam = !view.parent || view.parent.toLowerCase() === self?.toLowerCase();
  const trail = first?.trail ?? (self ? (ownTeam ? [self] : [self, view.parent as string]) : []);
  const [chosen, setChosen] = useState<ReadonlyMap<string, Downline>>(new Map());
  const [sheetOpen, setSheetOpen] = useState(false);

  const change = (next: Partial<TeamView>) => setParams(searchFromView({ ...view, ...next }), { replace: true });
  // Stable callbacks: the sheet's dialog moves the focus to its button whenever its onClose changes.
  const choose = useCallback(
    (row: Downline, on: boolean) => {
      setChosen((old) => {
        const copy = new Map(old);
        if (on && copy.size < TRANSFER_MAX_ITEMS) copy.set(row.username, row);
        else copy.delete(row.username);
        return copy;
      });
    },
    [setChosen],
  );
  const clearChoice = useCallback(() => setChosen(new Map()), [setChosen]);
  const closeSheet = useCallback(() => setSheetOpen(false), [setSheetOpen]);

  const parentName = trail.at(-1);
  const listLabel = view.search
    ? t('team.searchResults', { search: view.search })
    : parentName && parentName !== self
      ? t('team.teamOf', { username: parentName })
      : t('team.myTeam');

  return (
    <AgentShell title={t('team.title')} back="/m/agent" footer={chosen.size === 0}>
      <ReportLayout>
        <TeamBreadcrumb trail={trail} />
        <TeamFilters view={view} onChange={change} />
        <h2 className="agt-team-heading">
          {listLabel}
          {first ? <span className="agt-team-heading__count">{t('team.count', { count: first.total })}</span> : null}
        </h2>
        <RecordList
          pages={pages}
          label={listLabel}
          emptyText={
            view.search || view.onlineOnly || view.kind !== 'all' || view.regStart || view.regEnd
              ? t('team.emptyFiltered')
              : t('team.empty')
          }
          rowKey={(row) => row.username}
          renderRow={(raw) => {
            const row = toDownline(raw, self ?? '');
            return (
              <DownlineRow
                row={row}
                self={self}
                showLevel={view.search !== ''}
                selected={chosen.has(row.username)}
                onSelect={choose}
              />
            );
          }}
        />
      </ReportLayout>
      {chosen.size > 0 ? (
        <div className="agt-team-bar" role="region" aria-label={t('team.transfer.bar')}>
          <span>{t('team.transfer.chosen', { count: chosen.size })}</span>
          <button type="button" className="mc-btn" onClick={clearChoice}>
            {t('team.transfer.clear')}
          </button>
          <button type="button" className="mc-btn mc-btn--primary" onClick={() => setSheetOpen(true)}>
            {t('team.transfer.open')}
          </button>
        </div>
      ) : null}
      <TransferSheet open={sheetOpen} downlines={[...chosen.values()]} onClose={closeSheet} onDone={clearChoice} />
    </AgentShell>
  );
}
