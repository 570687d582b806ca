import * as v from 'valibot';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, safeStorage, readJson, useMerchantCode } from '@mc/shared-kernel';

/** The home page asks for banners, player notices, popups and hot items of group m_home. */
export const HOME_ANNOUNCEMENTS_QUERY = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' } as const;

/** Kept for five minutes, and across visits in local storage, so the banners show at once. */
export const ANNOUNCEMENTS_STALE_MS = 5 * 60_000;
export const ANNOUNCEMENTS_CACHE_KEY = 'MC_HOME_ANNOUNCEMENTS';

const Text = v.optional(v.nullable(v.string()));
const Announcement = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  title: v.optional(v.nullable(v.string()), ''),
  /** Untrusted HTML: only ever rendered through the kernel's SafeHtml. */
  content: v.optional(v.nullable(v.string()), ''),
  imageUrl: Text,
  link: Text,
});
export type Announcement = v.InferOutput<typeof Announcement>;

const List = v.optional(v.nullable(v.array(Announcement)), []);
export const HomeAnnouncements = v.object({ banners: List, player: List, popup: List, hot: List });
export type HomeAnnouncements = { [K in 'banners' | 'player' | 'popup' | 'hot']: Announcement[] };

export function fetchHomeAnnouncements(merchantCode: string, signal?: AbortSignal): Promise<HomeAnnouncements> {
  return api
    .get('/wps/announcements', {
      query: { ...HOME_ANNOUNCEMENTS_QUERY, merchantCode },
      schema: HomeAnnouncements,
      signal,
    })
    .then((value) => ({
      banners: value.banners ?? [],
      player: value.player ?? [],
      popup: value.popup ?? [],
      hot: value.hot ?? [],
    }));
}

interface Cached {
  merchantCode: string;
  language: string;
  savedAt: number;
  value: HomeAnnouncements;
}

function readCache(merchantCode: string, language: string): Cached | null {
  const cached = readJson<Cached>(safeStorage('local'), ANNOUNCEMENTS_CACHE_KEY);
  if (!cached || cached.merchantCode !== merchantCode || cached.language !== language) return null;
  // Whatever is stored is re-checked like a response: a damaged entry is ignored, not trusted.
  const parsed = v.safeParse(HomeAnnouncements, cached.value);
  return parsed.success && typeof cached.savedAt === 'number'
    ? { ...cached, value: parsed.output as HomeAnnouncements }
    : null;
}

function writeCache(entry: Cached): void {
  try {
    safeStorage('local')?.setItem(ANNOUNCEMENTS_CACHE_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or unavailable: the next visit simply asks the platform again.
  }
}

/** `merchantCode` null: not known yet (settings still loading or failed), so nothing is asked. */
export function homeAnnouncementsQuery(merchantCode: string | null, language: string) {
  return queryOptions({
    queryKey: ['announcements', 'home', merchantCode, language] as const,
    queryFn: merchantCode
      ? async ({ signal }) => {
          const value = await fetchHomeAnnouncements(merchantCode, signal);
          writeCache({ merchantCode, language, savedAt: Date.now(), value });
          return value;
        }
      : skipToken,
    staleTime: ANNOUNCEMENTS_STALE_MS,
    // The last answer shows at once (the banner is the page's largest paint); a stale one is refreshed.
    initialData: () => (merchantCode ? readCache(merchantCode, language)?.value : undefined),
    initialDataUpdatedAt: () => (merchantCode ? readCache(merchantCode, language)?.savedAt : undefined),
  });
}

export interface HomeAnnouncementsState {
  data: HomeAnnouncements | undefined;
  /** Set only when there is nothing to show: a failed refresh of cached data keeps the data. */
  error: unknown;
  pending: boolean;
  retry: () => void;
}

export function useHomeAnnouncements(language: string): HomeAnnouncementsState {
  const merchant = useMerchantCode();
  const merchantCode = merchant.code;
  // After a language change the last lists stay on screen until the new ones arrive.
  const query = useQuery({ ...homeAnnouncementsQuery(merchantCode, language), placeholderData: keepPreviousData });
  // Without a merchant code (settings failed) the call cannot be made: that is this block's failure.
  const settingsError = merchantCode ? null : merchant.error;
  const error = query.data ? null : (query.error ?? settingsError);
  return {
    data: query.data,
    error,
    pending: !query.data && !error,
    retry: () => (merchantCode ? void query.refetch() : merchant.retry()),
  };
}
