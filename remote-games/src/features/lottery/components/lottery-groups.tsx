import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@mc/shared-kernel';
import type { PrizeMode } from '../../../entities/prize-mode';
import { moreLotteryHref } from '../lottery-links';
import { useLotteryGroups } from '../use-lottery-groups';
import { LotteryGameRow } from './lottery-game-row';
import { LotteryGroupsSkeleton } from './lottery-groups-skeleton';

export const groupElementId = (groupId: string) => `lottery-group-${groupId}`;

interface LotteryGroupsProps {
  mode: PrizeMode;
  /** Games shown per group; the rest are behind a link to the full list. */
  limit?: number;
  /** A group to bring into view once the list is there (the full list opened from one group). */
  focusGroup?: string | null;
}

/** The groups of one prize mode: skeleton, failure with Retry, empty, or each group with its games. */
export function LotteryGroups({ mode, limit, focusGroup }: LotteryGroupsProps) {
  const { t } = useTranslation('games-lobby');
  const query = useLotteryGroups(mode);
  const groups = query.data?.filter((group) => group.games.length > 0);
  const loaded = groups !== undefined;

  useEffect(() => {
    if (loaded && focusGroup) document.getElementById(groupElementId(focusGroup))?.scrollIntoView?.({ block: 'start' });
  }, [loaded, focusGroup]);

  if (query.isPending) return <LotteryGroupsSkeleton />;
  if (!groups) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (groups.length === 0) return <EmptyState>{t('lottery.empty')}</EmptyState>;
  return (
    <>
      {/* A failed refresh keeps the list already on screen (the saved e-lottery list, or an older answer). */}
      {query.isError && !query.isFetching ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} compact />
      ) : null}
      {groups.map((group) => {
        const shown = limit === undefined ? group.games : group.games.slice(0, limit);
        const headingId = `${groupElementId(group.gameGroupId)}-title`;
        return (
          <section
            key={group.gameGroupId}
            id={groupElementId(group.gameGroupId)}
            className="gm-lottery-group"
            aria-labelledby={headingId}
          >
            <h2 id={headingId} className="gm-lottery-group__title">
              {group.displayName}
            </h2>
            <ul className="gm-lottery-group__games">
              {shown.map((game) => (
                <LotteryGameRow key={`${game.code}:${game.gameId}`} game={game} mode={mode} />
              ))}
            </ul>
            {shown.length < group.games.length ? (
              <Link className="gm-lottery-group__more" to={moreLotteryHref(mode, group.gameGroupId)}>
                {t('lottery.moreInGroup', { total: group.games.length, group: group.displayName })}
              </Link>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
