import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import { isRebateCategory, parseRate, type RebateCategory } from '../../../rebate-rates/rates';
import { RateText } from './rate-schema';

export const Quota = v.object({
  rebates: v.array(v.object({ category: v.string(), max: RateText, defaultRate: RateText })),
});

/** One category the agent may give: its ceiling (the agent's own rate) and what a new downline starts with. */
export interface RateQuota {
  category: RebateCategory;
  max: number;
  defaultRate: string;
}

/** The agent's rebate quota; categories the client does not know are left out. */
export async function getRegisterQuota(signal?: AbortSignal): Promise<RateQuota[]> {
  const value = await api.get('/wps/agent/register/quota', { module: 'AGEDOWNMAN3', schema: Quota, signal });
  return value.rebates.flatMap((r) =>
    isRebateCategory(r.category)
      ? [{ category: r.category, max: parseRate(r.max) ?? 0, defaultRate: r.defaultRate }]
      : [],
  );
}

export function useRegisterQuota() {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: ['agent', 'register-quota', token],
    queryFn: ({ signal }) => getRegisterQuota(signal),
    enabled: token !== null,
  });
}
