import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_EXEMPT_TYPES, HOME_WIDGETS, Skeleton, isAgentType, useSession, useSettings } from '@mc/shared-kernel';
import { firstContent } from '../../layout/first-content';
import { useHomeAnnouncements } from './api/get-home-announcements';
import { cssColour } from './css-colour';
import { GameCategories } from './components/game-categories';
import { HomeHero } from './components/home-hero';
import { HomeWidget, type RemoteWidgetSlot } from './components/home-widget';
import { LatestNewsPopup } from './components/latest-news-popup';
import { MemberWallet } from './components/member-wallet';
import { noticePopSeen } from './notice-pop';
import { NoticesBlock } from './components/notices-block';
import { useHeroSettled } from './use-hero-settled';
import '../../i18n/home/namespace';
import './home.css';

/**
 * Heights reserved for the games remote's widgets until they are on screen, so nothing below them moves
 * when they arrive; each widget is fetched on its own and fails on its own.
 */
// Measured at 375 px once loaded (Hot tab; podium + list), so nothing below moves when a widget arrives.
export const WIDGET_HEIGHTS = { hotMatches: 96, popularGames: 640, winnerBoard: 530 } as const;

/** What the page holds that is not home's own, put in by the app (app/home.tsx). */
export interface HomeParts {
  /** Above the page's own blocks (the app-download bar). */
  top: ReactNode;
  /** Floating over the page, rendered once the first banner has settled; it may suspend (a chunk of its own). */
  floating: ReactNode;
  /** Draws a remote's widget in its place (the host's federation). */
  RemoteWidget: RemoteWidgetSlot;
}

/** /m/home: the host's frame around the games remote's widgets. */
export function HomePage(parts: HomeParts) {
  return (
    <Suspense fallback={<HomeSkeleton />}>
      <HomeContent {...parts} />
    </Suspense>
  );
}

function HomeContent({ top, floating, RemoteWidget }: HomeParts) {
  const { t, i18n } = useTranslation('host-home');
  const info = useSession((s) => s.info);
  // Part of the call's key, so a language change asks again in the new language.
  const announcements = useHomeAnnouncements(i18n.language);
  const hero = useHeroSettled(announcements);
  // The header's member calls wait for the banner too (layout/first-content.ts).
  useEffect(() => {
    if (hero.settled) firstContent.getState().markShown();
  }, [hero.settled]);
  // Agents are asked about pending contracts, except types 4, 40, 41 and 42.
  const contractCheck = info !== null && isAgentType(info.type) && !CONTRACT_EXEMPT_TYPES.includes(info.type);
  // One dialog at a time: the contract prompts wait until the latest-news popup is closed or has nothing to show.
  const [newsClosed, setNewsClosed] = useState(noticePopSeen);
  const newsDone =
    newsClosed ||
    announcements.error != null ||
    (announcements.data !== undefined && (announcements.data.popup ?? []).length === 0);

  return (
    <div className="host-home" data-testid="home">
      {top}
      <HomeHero announcements={announcements} settled={hero.settled} onBannerShown={hero.onBannerShown} />
      <NoticesBlock announcements={announcements} />
      <HomeWidget
        RemoteWidget={RemoteWidget}
        widget={HOME_WIDGETS.hotMatches}
        minHeight={WIDGET_HEIGHTS.hotMatches}
        label={t('widgets.hotMatches')}
        start={hero.settled}
      />
      {info ? <MemberWallet start={hero.settled} /> : null}
      <GameCategories />
      <HomeWidget
        RemoteWidget={RemoteWidget}
        widget={HOME_WIDGETS.popularGames}
        minHeight={WIDGET_HEIGHTS.popularGames}
        label={t('widgets.popularGames')}
        start={hero.settled}
        belowFold
      />
      <HomeWidget
        RemoteWidget={RemoteWidget}
        widget={HOME_WIDGETS.winnerBoard}
        minHeight={WIDGET_HEIGHTS.winnerBoard}
        label={t('widgets.winnerBoard')}
        start={hero.settled}
        belowFold
      />
      {contractCheck ? (
        <HomeWidget
          RemoteWidget={RemoteWidget}
          widget={HOME_WIDGETS.contractPrompts}
          minHeight={0}
          label={t('widgets.contractPrompts')}
          start={hero.settled && newsDone}
        />
      ) : null}
      <LatestNewsPopup
        items={announcements.data?.popup ?? []}
        ready={hero.settled}
        onClosed={() => setNewsClosed(true)}
      />
      {/* Floating, so it takes no place on the page: it can wait for the banner like the widgets. */}
      {hero.settled ? <Suspense fallback={null}>{floating}</Suspense> : null}
    </div>
  );
}

/** The page's shape for the moment its texts are still arriving: same blocks, same heights. */
function HomeSkeleton() {
  const background = cssColour(useSettings().data?.mobileTemplate?.app_background);
  return (
    <div className="host-home" aria-busy>
      <section className="host-home-hero" style={background ? { background } : undefined}>
        <div className="host-home-hero__intro">
          <Skeleton height={24} width={140} radius={6} />
          <Skeleton height={18} width={220} radius={6} />
        </div>
        <div className="host-home-banner__frame">
          <Skeleton height="100%" radius={12} />
        </div>
      </section>
      <div className="host-home-marquee">
        <Skeleton height={16} radius={6} />
      </div>
    </div>
  );
}
