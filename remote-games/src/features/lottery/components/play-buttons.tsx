import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../../../entities/game-launch';
import type { PrizeMode } from '../../../entities/prize-mode';
import { gameLabel, type LotteryGame } from '../api/get-lottery-list';
import { lotteryLaunch } from '../lottery-launch';
import { playButtonsOf } from '../play-types';

/** Traditional / Entertainment (per the game's play switches), each starting the game in that play type. */
export function PlayButtons({ game, mode, large }: { game: LotteryGame; mode: PrizeMode; large?: boolean }) {
  const { t } = useTranslation('games-lobby');
  const launch = useLaunchGame();
  const name = gameLabel(game);
  return (
    <div className={`gm-lottery-play${large ? ' gm-lottery-play--large' : ''}`}>
      {playButtonsOf(game).map((button) => {
        const label = t(button.labelKey);
        return (
          <button
            key={button.playType}
            type="button"
            className={`gm-lottery-play__btn gm-lottery-play__btn--${button.playType}`}
            // Every card has the same button texts; the name says which game each one starts.
            aria-label={large ? undefined : t('lottery.playGame', { play: label, game: name })}
            onClick={() => launch(lotteryLaunch(game, mode, button.playType))}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
