import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { platformImageUrl } from '@mc/shared-kernel';
import type { Announcement } from '../api/get-home-announcements';
import { bannerTarget } from '../banner-target';
import { useReducedMotion } from '../use-reduced-motion';
import { useCarousel, type AutoplayOptions } from './use-carousel';

/** Banners slide every 5000 ms, looping, when there is more than one. */
export const BANNER_AUTOPLAY_MS = 5000;

/**
 * The home banners: a swipeable, looping carousel. Autoplay pauses while the page is
 * hidden (the plugin listens to visibilitychange), while it has focus or a pointer over it, stops for good
 * with the pause button (WCAG 2.2.2), and never runs for people who ask for reduced motion.
 */
interface Props {
  banners: Announcement[];
  /**
   * False until the first banner is on screen: it shows as is, and the carousel is not even made until then
   * (making it measures every slide, which forces the page's first layout inside the first render's task).
   */
  active?: boolean;
  onFirstShown?: () => void;
}

export function BannerCarousel({ banners, active = true, onFirstShown }: Props) {
  const { t } = useTranslation('host-home');
  const reduced = useReducedMotion();
  const several = banners.length > 1;
  // Paused by the person: the carousel is made again without autoplay (the plugin itself starts again after
  // every touch, focus or pointer that leaves), from the banner on screen.
  const [paused, setPaused] = useState(false);
  const [startIndex, setStartIndex] = useState(0);
  const moves = several && !reduced && !paused;
  const options = useMemo(() => ({ loop: several, watchDrag: several, startIndex }), [several, startIndex]);
  const autoplay = useMemo<AutoplayOptions | null>(
    () => (moves ? { delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true } : null),
    [moves],
  );
  // Made once active, or at once when someone presses Previous/Next before that (the press is then carried
  // out as soon as the carousel exists).
  const [asked, setAsked] = useState(false);
  const pendingMove = useRef<-1 | 1 | null>(null);
  const made = active || asked;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const embla = useCarousel(made ? viewport : null, options, autoplay);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onInit = () => {
      onSelect();
      setPlaying(Boolean(embla.plugins()?.autoplay?.isPlaying()));
    };
    onInit();
    embla.on('select', onSelect).on('reInit', onInit).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      embla.off('select', onSelect).off('reInit', onInit).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [embla]);

  // A press that made the carousel, carried out now that it exists (after the effect above listens).
  useEffect(() => {
    const move = pendingMove.current;
    if (!embla || move === null) return;
    pendingMove.current = null;
    if (move < 0) embla.scrollPrev(reduced);
    else embla.scrollNext(reduced);
  }, [embla, reduced]);

  // A first banner without a picture is on screen with the first render.
  const firstHasImage = platformImageUrl(banners[0]?.imageUrl) !== null;
  useEffect(() => {
    if (!firstHasImage) onFirstShown?.();
  }, [firstHasImage, onFirstShown]);

  const togglePause = () => {
    setStartIndex(selected);
    setPaused((p) => !p);
  };

  // Reduced motion: buttons jump straight to the slide instead of animating.
  const go = (direction: -1 | 1) => {
    if (!embla) {
      pendingMove.current = direction;
      setAsked(true);
    } else if (direction < 0) embla.scrollPrev(reduced);
    else embla.scrollNext(reduced);
  };

  return (
    <section
      className="host-home-banner"
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      data-testid="banner-carousel"
    >
      <div className="host-home-banner__viewport" ref={setViewport}>
        {/* While it turns by itself a live region would talk over everything; announce only what people chose. */}
        <div className="host-home-banner__track" aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className="host-home-banner__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('banners.slide', { index: index + 1, count: banners.length })}
            >
              <BannerLink link={banner.link}>
                <BannerImage
                  banner={banner}
                  first={index === 0}
                  hold={!active}
                  onShown={index === 0 ? onFirstShown : undefined}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <>
          <button
            type="button"
            className="host-home-banner__nav host-home-banner__nav--prev"
            aria-label={t('banners.previous')}
            onClick={() => go(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="host-home-banner__nav host-home-banner__nav--next"
            aria-label={t('banners.next')}
            onClick={() => go(1)}
          >
            <Chevron direction="right" />
          </button>
          {reduced ? null : (
            <button
              type="button"
              className="host-home-banner__pause"
              aria-label={t('banners.pause')}
              aria-pressed={paused}
              onClick={togglePause}
            >
              <PauseGlyph paused={paused} />
            </button>
          )}
          <ol className="host-home-banner__dots" aria-hidden>
            {banners.map((banner, index) => (
              <li key={banner.id} className={index === selected ? 'is-active' : undefined} />
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}

function BannerLink({ link, children }: { link: string | null | undefined; children: ReactNode }) {
  const { t } = useTranslation('host-home');
  const target = bannerTarget(link);
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className="host-home-banner__link">
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="host-home-banner__link">
        {children}
        <span className="mc-visually-hidden">{t('banners.newTab')}</span>
      </a>
    );
  }
  return <div className="host-home-banner__link">{children}</div>;
}

/**
 * The first banner is the page's largest paint: fetched at high priority and never lazily. The others are
 * not even asked for while the carousel is held (until the first is on screen: the browser would fetch the
 * next slides at once, they sit within its lazy-loading distance), then lazily. The slide's box keeps the
 * picture's shape before it arrives.
 */
function BannerImage({
  banner,
  first,
  hold,
  onShown,
}: {
  banner: Announcement;
  first: boolean;
  hold: boolean;
  onShown?: () => void;
}) {
  const src = platformImageUrl(banner.imageUrl);
  if (!src) return <span className="host-home-banner__text">{banner.title}</span>;
  if (!first && hold) return <span className="host-home-banner__img" role="img" aria-label={banner.title ?? ''} />;
  // Loaded (or failed): painted by the frame after next.
  const settled = onShown ? () => requestAnimationFrame(() => requestAnimationFrame(onShown)) : undefined;
  return (
    <img
      onLoad={settled}
      onError={settled}
      className="host-home-banner__img"
      src={src}
      alt={banner.title ?? ''}
      width={750}
      height={300}
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}

/** Two bars while it moves (press to pause), a play triangle once paused. */
export function PauseGlyph({ paused }: { paused: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
      <path d={paused ? 'M3 1.5l9 5.5-9 5.5z' : 'M3 1.5h3v11H3zM8 1.5h3v11H8z'} fill="currentColor" />
    </svg>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
