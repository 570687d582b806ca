import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore } from 'zustand';
import { usePageTitleText } from '@mc/shared-kernel';

/**
 * The title key (host namespace) of the host's own page on screen: home, not found, maintenance, a path
 * whose remote release lacks the screen. They have no route metadata, and their header shows no title
 * (home has the logo, the others their own heading), so only the document's title shows it.
 */
export const hostPageTitle = createStore<{ key: string | null }>()(() => ({ key: null }));

export function useHostPageTitle(key: string): void {
  useEffect(() => {
    hostPageTitle.setState({ key });
    return () => hostPageTitle.setState({ key: null });
  }, [key]);
}

/**
 * The page's title as its header shows it, and the document's title is made from: what the screen set
 * (`usePageTitle`), else its route's title key in the owning package's namespace. Null while that
 * namespace is on its way; it never suspends, since the layout itself reads it.
 */
export function useRouteTitle(titleKey: string | undefined): string | null {
  const namespace = titleKey?.includes(':') ? titleKey.split(':')[0]! : 'host';
  const { t, ready } = useTranslation(namespace, { useSuspense: false });
  const dynamic = usePageTitleText();
  if (dynamic) return dynamic;
  return titleKey && ready ? t(titleKey) : null;
}
