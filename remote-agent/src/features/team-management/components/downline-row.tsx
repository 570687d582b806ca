import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents, formatDateTime } from '@mc/shared-kernel';
import { RecordCard, type RecordFact } from '@mc/shared-kernel/records';
import type { Downline } from '../api/get-downlines';
import { drillTo } from '../team-query';

/** The rebate settings screen of one downline. */
export const rebatesLink = (username: string): string =>
  `/m/member/agent/agentRebeat?${new URLSearchParams({ downline: username }).toString()}`;

interface Props {
  row: Downline;
  self: string | null;
  /** Shows each row's level (a search spans levels). */
  showLevel: boolean;
  selected: boolean;
  onSelect: (row: Downline, selected: boolean) => void;
}

/**
 * One downline: kind, online, balance, registration and last login; a direct downline can be chosen for a
 * transfer and has its rebates link; an agent's row leads into its own team.
 */
export function DownlineRow({ row, self, showLevel, selected, onSelect }: Props) {
  const { t } = useTranslation('agent');
  const facts: RecordFact[] = [
    { label: t('team.balance'), value: formatCents(row.balance) },
    { label: t('team.registered'), value: formatDateTime(row.regDate) },
    { label: t('team.lastLogin'), value: row.lastLoginAt === null ? t('team.never') : formatDateTime(row.lastLoginAt) },
  ];
  if (showLevel)
    facts.push({ label: t('team.level'), value: t('team.levelValue', { level: row.level, upline: row.upline ?? '' }) });
  if (row.isAgent) facts.push({ label: t('team.teamSize'), value: String(row.teamSize) });
  return (
    <div className={selected ? 'agt-team-row agt-team-row--selected' : 'agt-team-row'}>
      {row.direct ? (
        <label className="agt-team-row__pick">
          <input type="checkbox" checked={selected} onChange={(event) => onSelect(row, event.target.checked)} />
          <span className="mc-visually-hidden">{t('team.choose', { username: row.username })}</span>
        </label>
      ) : null}
      <div className="agt-team-row__main">
        <RecordCard
          headline={row.username}
          status={
            <span className="agt-team-row__tags">
              <span className={row.isAgent ? 'agt-team-tag agt-team-tag--agent' : 'agt-team-tag'}>
                {t(row.isAgent ? 'team.kinds.agent' : 'team.kinds.member')}
              </span>
              {row.online ? <span className="agt-team-tag agt-team-tag--online">{t('team.online')}</span> : null}
            </span>
          }
          facts={facts}
        />
        <div className="agt-team-row__actions">
          {row.isAgent ? (
            <Link className="mc-btn agt-team-row__action" to={drillTo(row.username, self)}>
              {t('team.viewTeam')}
              <span className="mc-visually-hidden"> {t('team.ofUser', { username: row.username })}</span>
            </Link>
          ) : null}
          {row.direct ? (
            <Link className="mc-btn agt-team-row__action" to={rebatesLink(row.username)}>
              {t('team.setRebates')}
              <span className="mc-visually-hidden"> {t('team.ofUser', { username: row.username })}</span>
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
