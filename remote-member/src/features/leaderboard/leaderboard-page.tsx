import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  EmptyState,
  ErrorState,
  formatCents,
  formatDateTime,
  Spinner,
  useSession,
  useSwitches,
} from '@mc/shared-kernel';
import { getLeaderboard, leaderboardKey, type Leaderboard } from './api/leaderboard-api';
import { Countdown } from './components/countdown';
import { localDeadline } from './time-left';
import './leaderboard.css';

function Board({ board, fetchedAt }: { board: Leaderboard; fetchedAt: number }) {
  const { t } = useTranslation('member-rebate');
  const { mission, prizes, ranking, me } = board;
  const deadline = useMemo(
    () => localDeadline(mission.endsAt, mission.now, fetchedAt),
    [mission.endsAt, mission.now, fetchedAt],
  );
  return (
    <div className="mem-board">
      <section className="mem-board__mission" aria-labelledby="mem-board-mission">
        <h2 className="mem-board__heading" id="mem-board-mission">
          {mission.title}
        </h2>
        <p className="mem-board__period">
          {t('leaderboard.period', { start: formatDateTime(mission.startsAt), end: formatDateTime(mission.endsAt) })}
        </p>
        <p className="mem-board__rule">{t('leaderboard.rule')}</p>
        <Countdown deadline={deadline} />
      </section>

      <section className="mem-board__me" aria-labelledby="mem-board-me">
        <h2 className="mem-board__heading" id="mem-board-me">
          {t('leaderboard.me')}
        </h2>
        <p className="mem-board__my-rank" data-testid="my-rank">
          {me.rank === null ? t('leaderboard.unranked') : t('leaderboard.rank', { rank: me.rank })}
        </p>
        <p>{t('leaderboard.myScore', { amount: formatCents(me.score) })}</p>
        {me.toNextRank !== null ? (
          <p className="mem-board__hint">{t('leaderboard.toNext', { amount: formatCents(me.toNextRank) })}</p>
        ) : null}
      </section>

      <section aria-labelledby="mem-board-prizes">
        <h2 className="mem-board__heading" id="mem-board-prizes">
          {t('leaderboard.prizes')}
        </h2>
        <ul className="mem-board__prizes">
          {prizes.map((p) => (
            <li key={p.fromRank} className="mem-board__prize">
              <span>
                {p.fromRank === p.toRank
                  ? t('leaderboard.place', { rank: p.fromRank })
                  : t('leaderboard.places', { from: p.fromRank, to: p.toRank })}
              </span>
              <strong>{formatCents(p.amount)}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mem-board-ranking">
        <h2 className="mem-board__heading" id="mem-board-ranking">
          {t('leaderboard.ranking')}
        </h2>
        {ranking.length === 0 ? (
          <EmptyState compact>{t('leaderboard.empty')}</EmptyState>
        ) : (
          <table className="mem-board__table">
            <caption className="mem-board__sr">{t('leaderboard.ranking')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rankColumn')}</th>
                <th scope="col">{t('leaderboard.player')}</th>
                <th scope="col">{t('leaderboard.score')}</th>
              </tr>
            </thead>
            <tbody>
              {ranking.map((row) => (
                <tr
                  key={row.rank}
                  className={row.me ? 'mem-board__row--me' : undefined}
                  aria-current={row.me ? 'true' : undefined}
                  data-testid={row.me ? 'my-row' : undefined}
                >
                  <td>{row.rank}</td>
                  <th scope="row">
                    {row.name}
                    {row.me ? <span className="mem-board__you"> {t('leaderboard.you')}</span> : null}
                  </th>
                  <td>{formatCents(row.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function LeaderboardScreen() {
  const token = useSession((s) => s.info?.token ?? null);
  const board = useQuery({
    queryKey: leaderboardKey(token),
    queryFn: ({ signal }) => getLeaderboard(signal),
    enabled: token !== null,
    staleTime: 0,
  });
  if (board.isPending) return <Spinner />;
  if (board.isError) return <ErrorState error={board.error} onRetry={() => void board.refetch()} />;
  return <Board board={board.data} fetchedAt={board.dataUpdatedAt} />;
}

/** /m/leaderBoard (the MISSION promotion, switch MISSION3): the mission's ranking, the member's place, prizes and time left. */
export default function LeaderboardPage() {
  const { t } = useTranslation('member-rebate');
  const switches = useSwitches();
  if (switches === undefined) return <Spinner />;
  if (switches.MISSION3 !== true) return <EmptyState>{t('leaderboard.off')}</EmptyState>;
  return <LeaderboardScreen />;
}
