import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '../platform-api';
import { siteOrigin } from '../../config/platform-url';
import { checkUrl } from '../../security/url-rule';

/** Messenger shortcuts, in the order the site shows them. */
export const SERVICE_SHORTCUTS = ['WHATSAPP', 'TELEGRAM', 'FACEBOOK'] as const;
export type ServiceShortcut = (typeof SERVICE_SHORTCUTS)[number];

export interface ServiceLinks {
  /** The live customer-service chat link, or null when none is configured. */
  live: string | null;
  /** Only the configured ones, in SERVICE_SHORTCUTS order. */
  shortcuts: Array<{ type: ServiceShortcut; url: string }>;
}

export const CustomerService = v.object({
  list: v.array(v.object({ type: v.string(), url: v.optional(v.nullable(v.string())) })),
});

/**
 * The platform's list is typed entries (docs/api-contract.md "Site chrome"); the first usable http(s) link of
 * each type wins, anything else (unknown types, empty, relative or script URLs) is left out.
 */
export function pickServiceLinks(list: ReadonlyArray<{ type: string; url?: string | null }>): ServiceLinks {
  const first = (type: string): string | null => {
    for (const item of list) {
      if (item.type.toUpperCase() !== type) continue;
      // An address of its own (another site's), through the kernel's URL rule: no credentials, no `/\host`.
      const url = checkUrl(item.url, { base: `${siteOrigin()}/`, absoluteOnly: true });
      if (url) return url.href;
    }
    return null;
  };
  return {
    live: first('LIVE'),
    shortcuts: SERVICE_SHORTCUTS.flatMap((type) => {
      const url = first(type);
      return url ? [{ type, url }] : [];
    }),
  };
}

/** Customer-service links of the site: one query for the host's side widget and the member's service screen. */
export const customerServiceQuery = {
  queryKey: ['system', 'customer-service'] as const,
  queryFn: async () =>
    pickServiceLinks((await api.get('/wps/system/customerService', { module: 'COMM3', schema: CustomerService })).list),
  staleTime: 5 * 60_000,
};

export const useCustomerService = () => useQuery(customerServiceQuery);
