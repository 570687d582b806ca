import * as v from 'valibot';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const Text = v.optional(v.nullable(v.string()));

export const VendorMapping = v.object({
  vendors: v.array(
    v.object({
      vassalage: v.string(),
      displayName: v.string(),
      mobileLargeIcon: Text,
      h5Type: Text,
    }),
  ),
  gameClassify: v.optional(v.array(v.object({ key: v.string(), displayName: v.string() })), []),
});
export type VendorMapping = v.InferOutput<typeof VendorMapping>;
export type Vendor = VendorMapping['vendors'][number];
export type GameClassify = VendorMapping['gameClassify'][number];

export interface VendorMappingParams {
  gameType: string;
  merchantCode: string;
  language: string;
}

export function fetchVendorMapping(params: VendorMappingParams, signal?: AbortSignal): Promise<VendorMapping> {
  return api.get('/wps/game/vassalage', { query: { ...params }, schema: VendorMapping, signal });
}

/** How long a vendor mapping stays fresh: the game list, the lobbies and the launch rules all read it. */
export const VENDOR_MAPPING_STALE_MS = 5 * 60_000;

/** Cache keys of the vendor mapping call. */
export const vendorMappingKeys = {
  of: (params: VendorMappingParams | null) => ['games', 'vendor-mapping', params] as const,
};

/** The vendor mapping of `params`, for a component (`useVendorMapping`) or for the query client (a launch). */
export function vendorMappingQuery(params: VendorMappingParams) {
  return queryOptions({
    queryKey: vendorMappingKeys.of(params),
    queryFn: ({ signal }) => fetchVendorMapping(params, signal),
    staleTime: VENDOR_MAPPING_STALE_MS,
  });
}

/** Vendors and game classes of a game type; `null` when there is no type to ask about. */
export function useVendorMapping(params: VendorMappingParams | null) {
  return useQuery({
    queryKey: vendorMappingKeys.of(params),
    queryFn: params ? ({ signal }) => fetchVendorMapping(params, signal) : skipToken,
    staleTime: VENDOR_MAPPING_STALE_MS,
  });
}
