import { useTranslation } from 'react-i18next';
import { Dialog } from '@mc/shared-kernel';
import type { HotMatch } from '../api/get-hot-matches';
import { popupTime } from '../match-rules';
import { TeamBadge } from './team-badge';

interface HotMatchPopupProps {
  open: boolean;
  matches: HotMatch[];
  onClose: () => void;
  onBet: () => void;
}

/** Every match with league, teams and time; the bet button launches the first. */
export function HotMatchPopup({ open, matches, onClose, onBet }: HotMatchPopupProps) {
  const { t } = useTranslation('games-widgets');
  return (
    <Dialog
      open={open}
      title={t('hotMatches.popupTitle')}
      onClose={onClose}
      onConfirm={onBet}
      confirmLabel={t('hotMatches.bet')}
      cancelLabel={t('hotMatches.close')}
    >
      <ul className="gm-hotmatch__popup-list" aria-label={t('hotMatches.title')}>
        {matches.map((match, index) => (
          <li key={`${match.nodeId}/${match.roomId ?? ''}/${index}`} className="gm-hotmatch__fixture">
            <p className="gm-hotmatch__league">{match.league}</p>
            <div className="gm-hotmatch__fixture-row">
              <span className="gm-hotmatch__side">
                <TeamBadge src={match.homeTeamImageUrl} size={36} />
                <span className="gm-hotmatch__side-name">{match.homeTeam}</span>
              </span>
              <time className="gm-hotmatch__kickoff" dateTime={new Date(match.matchTime).toISOString()}>
                {popupTime(match.matchTime)}
              </time>
              <span className="gm-hotmatch__side">
                <TeamBadge src={match.awayTeamImageUrl} size={36} />
                <span className="gm-hotmatch__side-name">{match.awayTeam}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
