import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import type { HotMatch } from '../api/get-hot-matches';
import { HOT_MATCH_AUTOPLAY_MS, HOT_MATCH_EMBLA_DURATION, tickerTime } from '../match-rules';
import { loopsWith, movesOnItsOwn } from '../../shared/motion-rules';
import { usePageHidden, usePrefersReducedMotion } from '../../shared/use-motion';
import { TeamBadge } from './team-badge';

interface MatchTickerProps {
  matches: HotMatch[];
  onOpen: () => void;
}

/**
 * The vertical hot-match carousel: one match at a time, looping and moving every
 * 5 s only with more than one match, never with reduced motion, in a background tab or once paused.
 */
export function MatchTicker({ matches, onOpen }: MatchTickerProps) {
  const { t } = useTranslation('games-widgets');
  const reducedMotion = usePrefersReducedMotion();
  const pageHidden = usePageHidden();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  const loop = loopsWith(matches.length);
  const playing = movesOnItsOwn({ wanted: loop, reducedMotion, pageHidden, paused });

  // The carousel is made once the ticker has been painted, in a task of its own, and only for more than
  // one match (one match neither moves nor drags). Making it measures the viewport and every slide. A React
  // effect made it in the task that committed the widget, while the rest of home was still being laid out,
  // and the two made one long task.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!loop || !viewport) return undefined;
    let made: EmblaCarouselType | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        // Without ResizeObserver (iOS before 13.4) Embla measures once instead of failing.
        const watchResize = typeof ResizeObserver !== 'undefined';
        made = EmblaCarousel(
          viewport,
          { axis: 'y', loop, duration: HOT_MATCH_EMBLA_DURATION, watchDrag: loop, watchResize },
          [Autoplay({ delay: HOT_MATCH_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false })],
        );
        setEmbla(made);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      made?.destroy();
      setEmbla(undefined);
    };
  }, [loop]);

  useEffect(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [embla, playing]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  // Named apart from the widget: the host's region around it is already "Hot matches".
  return (
    <div
      className="gm-hotmatch__ticker"
      role="region"
      aria-roledescription={t('hotMatches.carousel')}
      aria-label={t('hotMatches.ticker')}
      data-autoplay={playing}
    >
      <div className="gm-hotmatch__viewport" ref={viewportRef}>
        <div className="gm-hotmatch__track" aria-live={playing ? 'off' : 'polite'}>
          {matches.map((match, index) => {
            const time = tickerTime(match.matchTime);
            return (
              <div
                key={`${match.nodeId}/${match.roomId ?? ''}/${index}`}
                className="gm-hotmatch__slide"
                role="group"
                aria-roledescription={t('hotMatches.slide')}
                aria-label={t('hotMatches.position', { index: index + 1, count: matches.length })}
                aria-current={index === current ? 'true' : undefined}
              >
                <button type="button" className="gm-hotmatch__match" onClick={onOpen}>
                  <time className="gm-hotmatch__time" dateTime={new Date(match.matchTime).toISOString()}>
                    {t('hotMatches.startTime', time)}
                  </time>
                  <span className="gm-hotmatch__team gm-hotmatch__team--home">
                    <span className="gm-hotmatch__name">{match.homeTeam}</span>
                    <TeamBadge src={match.homeTeamImageUrl} size={20} />
                  </span>
                  <span className="gm-hotmatch__vs">{t('hotMatches.versus')}</span>
                  <span className="gm-hotmatch__team">
                    <TeamBadge src={match.awayTeamImageUrl} size={20} />
                    <span className="gm-hotmatch__name">{match.awayTeam}</span>
                  </span>
                </button>
              </div>
            );
          })}
        </div>
      </div>
      {loop && !reducedMotion ? (
        <button
          type="button"
          className="gm-hotmatch__pause"
          aria-label={t('hotMatches.pause')}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
        >
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
            {paused ? (
              <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
            ) : (
              <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />
            )}
          </svg>
        </button>
      ) : null}
    </div>
  );
}
