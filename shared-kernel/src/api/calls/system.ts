import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '../platform-api';
import { useSession } from '../../session/session-store';

export const Settings = v.object({
  merchantCode: v.string(),
  trialMerchantCode: v.string(),
  maintenance: v.boolean(),
  maintenanceMessage: v.optional(v.nullable(v.string())),
  regionRestriction: v.boolean(),
  location: v.object({ ip: v.string(), country: v.optional(v.string()) }),
  currency: v.object({ code: v.string(), symbol: v.string() }),
  defaultLanguage: v.optional(v.string()),
  languages: v.optional(v.array(v.string())),
  mobileTemplate: v.optional(v.record(v.string(), v.nullable(v.string()))),
});
export type SiteSettings = v.InferOutput<typeof Settings>;

/** Settings from elsewhere than the call (the page, written by the server), held to the call's own checks. */
export function parseSettings(raw: unknown): SiteSettings | null {
  const parsed = v.safeParse(Settings, raw);
  return parsed.success ? parsed.output : null;
}

export const settingsQuery = {
  queryKey: ['system', 'settings'] as const,
  queryFn: () => api.get('/wps/system/settings', { schema: Settings }),
  staleTime: Infinity,
};

/** Boot modes: 0 normal, 1 maintenance (wins over region), 2 region restricted. */
export type SiteMode = 0 | 1 | 2;
export function siteMode(settings: Pick<SiteSettings, 'maintenance' | 'regionRestriction'>): SiteMode {
  if (settings.maintenance) return 1;
  if (settings.regionRestriction) return 2;
  return 0;
}

export const useSettings = () => useQuery(settingsQuery);

/** The merchant a call is made for: the session's (a trial player plays on the trial merchant), else the site's. */
export function merchantCodeOf(
  sessionMerchant: string | null | undefined,
  settingsMerchant: string | null | undefined,
): string | null {
  return sessionMerchant || settingsMerchant || null;
}

/** merchantCodeOf for a component, with the site's from the settings call the host has usually cached already. */
export function useMerchantCode() {
  const fromSession = useSession((s) => s.info?.merchantCode ?? null);
  const settings = useSettings();
  return {
    code: merchantCodeOf(fromSession, settings.data?.merchantCode),
    error: fromSession ? null : settings.error,
    retry: () => void settings.refetch(),
  };
}

export const Switches = v.record(v.string(), v.boolean());
export type Switches = v.InferOutput<typeof Switches>;

export const switchesQuery = {
  queryKey: ['whitelabel', 'switches'] as const,
  queryFn: () => api.get('/wps/whitelabel/switches', { module: 'COMM3', schema: Switches }),
  staleTime: Infinity,
};

/** A whitelabel switch; `false` until loaded, so gated features stay hidden rather than flash. */
export function useSwitch(name: string): boolean {
  const { data } = useQuery(switchesQuery);
  return data?.[name] === true;
}

export function useSwitches(): Switches | undefined {
  return useQuery(switchesQuery).data;
}

export const agentMenuQuery = {
  queryKey: ['whitelabel', 'menu'] as const,
  queryFn: () => api.get('/wps/whitelabel/menu', { schema: Switches }),
  staleTime: 5 * 60_000,
};
