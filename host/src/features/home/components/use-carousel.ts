import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

export interface AutoplayOptions {
  delay: number;
  stopOnInteraction: boolean;
  stopOnMouseEnter: boolean;
}

/**
 * The carousel library and its autoplay plugin, fetched the first time a carousel is made: a carousel is
 * made only once its first banner is on screen, so they need not be in the script every page loads first.
 */
const library = () =>
  Promise.all([
    import(/* webpackChunkName: "carousel" */ 'embla-carousel'),
    import(/* webpackChunkName: "carousel" */ 'embla-carousel-autoplay'),
  ]);

/**
 * A carousel on `viewport` (none while it is null), made again when the options or autoplay change and
 * destroyed on unmount. Until the library has arrived there is none; if it cannot arrive, the banners stay as
 * they are (the first one showing, every link working), and the next time a carousel is wanted it is asked
 * for again.
 */
export function useCarousel(
  viewport: HTMLElement | null,
  options: EmblaOptionsType,
  autoplay: AutoplayOptions | null,
): EmblaCarouselType | undefined {
  const [carousel, setCarousel] = useState<EmblaCarouselType>();
  useEffect(() => {
    if (!viewport) return undefined;
    let made: EmblaCarouselType | undefined;
    let gone = false;
    library().then(
      ([{ default: Embla }, { default: Autoplay }]) => {
        if (gone) return;
        // Embla re-measures on resize through ResizeObserver, which iOS before 13.4 lacks: there it measures once.
        made = Embla(
          viewport,
          { watchResize: typeof ResizeObserver !== 'undefined', ...options },
          autoplay ? [Autoplay(autoplay)] : [],
        );
        setCarousel(made);
      },
      (error: unknown) => console.warn('[home] the banner carousel could not load', error),
    );
    return () => {
      gone = true;
      made?.destroy();
      setCarousel(undefined);
    };
  }, [viewport, options, autoplay]);
  return carousel;
}
