import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, useSettings } from '@mc/shared-kernel';
import type { HomeAnnouncementsState } from '../api/get-home-announcements';
import { cssColour } from '../css-colour';
import { BannerCarousel } from './banner-carousel';

/**
 * The home page's banner/background block: the site's mobile-template colour behind
 * the welcome line, the template's description in its own colour, and the banners. The banner frame
 * has the picture's shape from the first paint, whatever arrives (skeleton, banners, empty, error).
 */
interface Props {
  announcements: HomeAnnouncementsState;
  /** The rest of the page has started (see useHeroSettled); the carousel starts with it. */
  settled?: boolean;
  onBannerShown?: () => void;
}

export function HomeHero({ announcements, settled = true, onBannerShown }: Props) {
  const { t } = useTranslation('host-home');
  const titleId = useId();
  const template = useSettings().data?.mobileTemplate ?? {};
  const background = cssColour(template.app_background);
  const descColour = cssColour(template.app_desc_font_color);
  const description = template.app_desc?.trim();
  const { data, error, pending, retry } = announcements;

  let banner;
  if (data && data.banners.length > 0)
    banner = <BannerCarousel banners={data.banners} active={settled} onFirstShown={onBannerShown} />;
  else
    banner = (
      <div className="host-home-banner__frame" data-testid="banner-frame">
        {pending ? <Skeleton height="100%" radius={12} /> : null}
        {error ? <ErrorState error={error} onRetry={retry} compact className="host-home-banner__state" /> : null}
        {data ? (
          <EmptyState compact className="host-home-banner__state host-home-banner__state--empty">
            {t('banners.empty')}
          </EmptyState>
        ) : null}
      </div>
    );

  return (
    <section
      className="host-home-hero"
      style={background ? { background } : undefined}
      aria-labelledby={titleId}
      data-testid="home-hero"
    >
      <div className="host-home-hero__intro">
        <h1 className="host-home-hero__title" id={titleId}>
          {t('title')}
        </h1>
        {description ? (
          <p
            className="host-home-hero__desc"
            style={descColour ? { color: descColour } : undefined}
            data-testid="app-desc"
          >
            {description}
          </p>
        ) : null}
      </div>
      {banner}
    </section>
  );
}
