import { useSearchParams } from 'react-router';
import { tabId } from '@mc/shared-kernel';
import { prizeModeFromQuery, type PrizeMode } from '../../entities/prize-mode';
import { LotteryGroups } from './components/lottery-groups';
import { PRIZE_PANEL_ID, PRIZE_TABS_ID, PrizeModeTabs } from './components/prize-mode-tabs';
import './lottery.css';

/** /m/moreLottery?prizeMode=…&group=…: every group of a prize mode with every game (bottom menu hidden). */
export default function MoreLotteryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = prizeModeFromQuery(searchParams.get('prizeMode'));
  const group = searchParams.get('group');

  // Another prize mode has other groups: the group asked for no longer applies.
  const choose = (next: PrizeMode) => setSearchParams({ prizeMode: next }, { replace: true });

  return (
    <section className="gm-lottery-page">
      <PrizeModeTabs selected={mode} onChange={choose} />
      <div
        className="gm-lottery-panel"
        role="tabpanel"
        id={PRIZE_PANEL_ID}
        aria-labelledby={tabId(PRIZE_TABS_ID, mode)}
      >
        <LotteryGroups key={mode} mode={mode} focusGroup={group} />
      </div>
    </section>
  );
}
