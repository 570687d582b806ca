import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { hostPageTitle, useRouteTitle } from './page-title';

/**
 * Keeps `document.title` on "<page> · <site>" in the current language, from the same source as the
 * header's title (so a route's title is written once), or the host page's own title; the site's name
 * alone while a remote's page has not said its title yet.
 */
export function DocumentTitle({ titleKey }: { titleKey?: string }) {
  const { t, ready } = useTranslation('host', { useSuspense: false });
  const routeTitle = useRouteTitle(titleKey);
  const hostKey = useStore(hostPageTitle, (s) => s.key);
  const page = routeTitle ?? (hostKey ? t(hostKey) : null);
  const text = page ? t('documentTitle', { page, site: t('site') }) : t('site');
  useEffect(() => {
    // The "browser too old" page (public/floor-check.js) keeps its own title over whatever of the app ran.
    const tooOld = document.getElementById('mc-too-old');
    if (ready && !(tooOld && !tooOld.hidden)) document.title = text;
  }, [ready, text]);
  return null;
}
