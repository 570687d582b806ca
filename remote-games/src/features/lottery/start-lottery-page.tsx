import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, Skeleton, usePageTitle } from '@mc/shared-kernel';
import { DEFAULT_PRIZE_MODE, knownPrizeMode, lotteryHref, prizeModeLabelKey } from '../../entities/prize-mode';
import { gameLabel } from './api/get-lottery-list';
import { LotteryIcon } from './components/lottery-icon';
import { PlayButtons } from './components/play-buttons';
import { useLotteryGame } from './use-lottery-game';
import './lottery.css';

/** /m/startLottery?code=…&prizeMode=…: one lottery game, its play types, and the start buttons. */
export default function StartLotteryPage() {
  const { t } = useTranslation('games-lobby');
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() || null;
  const askedMode = knownPrizeMode(searchParams.get('prizeMode'));
  const lookup = useLotteryGame(code, askedMode);
  usePageTitle(lookup.status === 'found' ? gameLabel(lookup.game) : null);

  if (lookup.status === 'loading') return <StartLotterySkeleton />;
  if (lookup.status === 'error') return <ErrorState error={lookup.error} onRetry={lookup.retry} />;
  if (lookup.status === 'missing') {
    return (
      <section className="gm-lottery-start gm-lottery-start--missing">
        <EmptyState>{t('startLottery.notFound')}</EmptyState>
        <Link
          className="mc-btn mc-btn--primary gm-lottery-start__back"
          to={lotteryHref(askedMode ?? DEFAULT_PRIZE_MODE)}
        >
          {t('startLottery.toLobby')}
        </Link>
      </section>
    );
  }

  const { game, group, mode } = lookup;
  const name = gameLabel(game);
  // The prize mode and the group, once when they read the same (the E-Lottery group of the E-Lottery mode).
  const meta = [...new Set([t(prizeModeLabelKey(mode)), group.displayName])].join(' · ');
  return (
    <section className="gm-lottery-start" aria-label={name}>
      <div className="gm-lottery-start__card">
        <LotteryIcon src={game.mobileIconUrl} size={96} />
        <h2 className="gm-lottery-start__name">{name}</h2>
        <p className="gm-lottery-start__meta">{meta}</p>
        {game.remark ? <p className="gm-lottery-start__remark">{game.remark}</p> : null}
      </div>
      <h3 className="gm-lottery-start__choose">{t('startLottery.choosePlay')}</h3>
      <PlayButtons game={game} mode={mode} large />
      <Link className="gm-lottery-start__lobby" to={lotteryHref(mode)}>
        {t('startLottery.toLobby')}
      </Link>
    </section>
  );
}

function StartLotterySkeleton() {
  return (
    <section className="gm-lottery-start" aria-busy="true" data-testid="start-lottery-skeleton">
      <div className="gm-lottery-start__card">
        <Skeleton height={96} width={96} radius={10} />
        <div className="gm-lottery-start__name">
          <Skeleton height={20} width={160} />
        </div>
        <div className="gm-lottery-start__meta">
          <Skeleton height={14} width={200} />
        </div>
      </div>
      <div className="gm-lottery-start__choose">
        <Skeleton height={16} width={140} />
      </div>
      <div className="gm-lottery-play gm-lottery-play--large">
        <Skeleton height={48} radius={24} />
      </div>
    </section>
  );
}
