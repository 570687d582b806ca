import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { tabId } from '@mc/shared-kernel';
import { prizeModeFromQuery, type PrizeMode } from '../../entities/prize-mode';
import { LotteryGroups } from './components/lottery-groups';
import { PRIZE_PANEL_ID, PRIZE_TABS_ID, PrizeModeTabs } from './components/prize-mode-tabs';
import { moreLotteryHref } from './lottery-links';
import './lottery.css';

/** Games shown per group in the lobby; /m/moreLottery has them all. */
export const LOBBY_GROUP_LIMIT = 6;

/** /m/lottery?prizeMode=…: the lottery lobby, one tab per prize mode. */
export default function LotteryPage() {
  const { t } = useTranslation('games-lobby');
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = prizeModeFromQuery(searchParams.get('prizeMode'));

  // The tab lives in the URL, so coming back from a game or from login reopens it.
  const choose = (next: PrizeMode) =>
    setSearchParams(
      (previous) => {
        const query = new URLSearchParams(previous);
        query.set('prizeMode', next);
        return query;
      },
      { replace: true },
    );

  return (
    <section className="gm-lottery-page">
      <PrizeModeTabs selected={mode} onChange={choose} />
      <div
        className="gm-lottery-panel"
        role="tabpanel"
        id={PRIZE_PANEL_ID}
        aria-labelledby={tabId(PRIZE_TABS_ID, mode)}
      >
        <LotteryGroups key={mode} mode={mode} limit={LOBBY_GROUP_LIMIT} />
      </div>
      <Link className="gm-lottery-all" to={moreLotteryHref(mode)}>
        {t('lottery.allLotteries')}
      </Link>
    </section>
  );
}
