import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, Spinner, bus, toApiError, usePageBack, usePageTitle, useRefreshBalance } from '@mc/shared-kernel';
import { readLaunchQuery } from '../../entities/game-launch';
import { useLaunch } from './api/launch-game';
import './launch-game.css';

/** Platform code of a game that is switched off for maintenance (docs/api-contract.md). */
export const GAME_MAINTENANCE = 'game.maintenance';

/**
 * Whatever way the player leaves the game (the header's back arrow, the browser's back, a link), the
 * game has moved money: the balance is fetched again so the header and the trial page show the new one.
 */
function useRefreshBalanceOnLeave(): void {
  const refresh = useRefreshBalance();
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  useEffect(
    () => () => {
      void latest.current();
      bus.emit('balance:refresh');
    },
    [],
  );
}

function LaunchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['games-play', 'kernel']);
  const apiError = toApiError(error);
  if (apiError.kind === 'business' && apiError.code === GAME_MAINTENANCE) {
    return (
      <div className="mc-center gm-launch__state" role="alert" data-testid="error-state">
        <p className="mc-state__title">{t('launch.maintenance')}</p>
        <button type="button" className="mc-btn" onClick={onRetry}>
          {t('kernel:actions.retry')}
        </button>
      </div>
    );
  }
  // A trial account asking for a game without free play: trying again cannot help.
  return (
    <ErrorState
      error={error}
      onRetry={apiError.code === 'trial.only.real' ? undefined : onRetry}
      className="gm-launch__state"
    />
  );
}

/**
 * Vendor games need scripts, forms and popups; without allow-top-navigation a game can never take the whole
 * site away. A vendor's page on its own origin keeps that origin (its storage, its cookies): being another
 * origin, it cannot reach the site's. A page served from the site's own origin (the platform's game page
 * through the site's /wps proxy) would be same-origin with the site and could read the session from
 * `parent.sessionStorage`: it runs without allow-same-origin, in an origin of its own that reaches nothing.
 */
export const VENDOR_GAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
export const SAME_ORIGIN_GAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * /m/launchGame: asks the platform for the game's page and opens it inside the site, under the site header,
 * whose title is the game's name and whose back arrow leads to where the game was started (pageBack).
 */
export default function LaunchGamePage() {
  const { t } = useTranslation('games-play');
  const [search] = useSearchParams();
  const query = useMemo(() => readLaunchQuery(search), [search]);
  const launch = useLaunch(query);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  useRefreshBalanceOnLeave();

  // Not history back: a game adds its own entries to the history (every page it loads in the iframe).
  // Replacing this page also means the browser's back never starts the game again.
  usePageBack(query.pageBack, { replace: true });

  // A name of only spaces is no name: the header would hold an empty heading, the frame an empty name.
  const name = launch.data?.gameName?.trim() ?? '';
  // The route's title ("Game") until the platform names the game.
  usePageTitle(name || null);
  const src = launch.data?.src ?? null;
  const sandbox = launch.data?.sameOrigin ? SAME_ORIGIN_GAME_SANDBOX : VENDOR_GAME_SANDBOX;

  let stage;
  if (!query.vendor) {
    stage = (
      <div className="mc-center gm-launch__state" role="alert" data-testid="error-state">
        <p className="mc-state__title">{t('launch.missing')}</p>
      </div>
    );
  } else if (launch.isPending) {
    stage = (
      <div className="gm-launch__cover" aria-busy="true">
        <Spinner label={t('launch.opening')} />
      </div>
    );
  } else if (!src) {
    stage = <LaunchError error={launch.error} onRetry={() => void launch.refetch()} />;
  } else {
    stage = (
      <>
        {loadedSrc !== src ? (
          <div className="gm-launch__cover" aria-busy="true">
            <Spinner label={t('launch.opening')} />
          </div>
        ) : null}
        <iframe
          key={src}
          className="gm-launch__frame"
          src={src}
          title={name || t('launch.title')}
          onLoad={() => setLoadedSrc(src)}
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
          sandbox={sandbox}
          data-testid="game-frame"
        />
      </>
    );
  }

  return (
    <section className="gm-launch" aria-label={name || t('launch.title')}>
      <div className="gm-launch__stage">{stage}</div>
    </section>
  );
}
