import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession, useSwitch } from '@mc/shared-kernel';

export const HeadIcon = v.object({ url: v.nullable(v.string()) });
export type HeadIcon = v.InferOutput<typeof HeadIcon>;

/** Under `member`, so sign-out and a lost session drop it with the member info. */
export const headIconKey = (token: string | null) => ['member', 'head-icon', token] as const;

/**
 * The member's profile picture (`url`: a platform path, null when none was uploaded). Asked only while the
 * PROFPIC3 switch is on, for a real account; otherwise `data` stays undefined and no picture is shown. One
 * query for the member centre and the personal-info screen: an upload puts the new address into it.
 * Here rather than in the kernel: nothing outside the member remote shows it, so the home page's JS does not carry it.
 */
export function useHeadIcon() {
  const token = useSession((s) => s.info?.token ?? null);
  // A trial account has no profile of its own.
  const trial = useSession((s) => s.trialName !== null);
  const on = useSwitch('PROFPIC3');
  return useQuery({
    queryKey: headIconKey(token),
    queryFn: ({ signal }) => api.get('/wps/member/headIcon', { module: 'PROFPIC3', schema: HeadIcon, signal }),
    enabled: on && !trial && token !== null,
    staleTime: 5 * 60_000,
  });
}
