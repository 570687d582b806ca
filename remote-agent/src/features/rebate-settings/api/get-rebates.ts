import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { REBATE_CATEGORIES, type RebateCategory } from '../../../rebate-rates/rates';

/** A percent with two decimals ("1.20" is 1.20 %). */
const Percent = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
const Rates = v.object(
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, Percent])) as Record<RebateCategory, typeof Percent>,
);
export type Rates = v.InferOutput<typeof Rates>;

export const RebatesSchema = v.object({
  username: v.string(),
  /** The caller's own settings (its rates and its defaults for new downlines), not a downline's. */
  self: v.boolean(),
  isAgent: v.boolean(),
  own: Rates,
  downlineDefaults: v.nullable(Rates),
  /** The caller's own rates: nothing it sets may be higher. */
  ceiling: Rates,
  /** A downline's lowest rates (what a sub-agent already gives below); null for the caller itself. */
  floor: v.nullable(Rates),
});
export type Rebates = v.InferOutput<typeof RebatesSchema>;

export const rebateKeys = {
  all: ['agent', 'rebates'] as const,
  of: (token: string | null, downline: string | null) => ['agent', 'rebates', token, downline] as const,
};

/** GET /wps/agent/rebates: the agent's own rates and defaults, or (`downline`) a direct downline's rates. */
export const getRebates = (downline: string | null, signal?: AbortSignal): Promise<Rebates> =>
  api.get('/wps/agent/rebates', { query: downline ? { username: downline } : {}, schema: RebatesSchema, signal });

export function useRebates(downline: string | null) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: rebateKeys.of(token, downline),
    queryFn: ({ signal }) => getRebates(downline, signal),
    enabled: token !== null,
  });
}
