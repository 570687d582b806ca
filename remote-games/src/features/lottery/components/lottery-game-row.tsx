import { Link } from 'react-router';
import type { PrizeMode } from '../../../entities/prize-mode';
import { gameLabel, type LotteryGame } from '../api/get-lottery-list';
import { startLotteryHref } from '../lottery-links';
import { LotteryIcon } from './lottery-icon';
import { PlayButtons } from './play-buttons';

/** Icon, name and remark open the game's start page; the play buttons start it straight away. */
export function LotteryGameRow({ game, mode }: { game: LotteryGame; mode: PrizeMode }) {
  return (
    <li className="gm-lottery-game">
      <Link className="gm-lottery-game__info" to={startLotteryHref(game.code, mode)}>
        <LotteryIcon src={game.mobileIconUrl} size={52} />
        <span className="gm-lottery-game__text">
          <span className="gm-lottery-game__name">{gameLabel(game)}</span>
          {game.remark ? <span className="gm-lottery-game__remark">{game.remark}</span> : null}
        </span>
      </Link>
      <PlayButtons game={game} mode={mode} />
    </li>
  );
}
