import { isApiError } from '@mc/shared-kernel';

/** The filters every team report shares: the period and, optionally, one member of the team. */
export interface TeamReportParams {
  startDate: string;
  endDate: string;
  /** A username in the team; null for the whole team. */
  member: string | null;
}

export const TEAM_PAGE_SIZE = 20;

/**
 * A report's filters as the platform's query: filters that are null or empty are left out, the member
 * becomes `username`, paging comes last.
 */
export function teamQuery<P extends TeamReportParams>(params: P, pageNo: number): Record<string, string | number> {
  const { member, ...rest } = params;
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest) as [string, unknown][])
    if (typeof value === 'string' && value !== '') query[key] = value;
  if (member !== null && member.trim() !== '') query.username = member.trim();
  return { ...query, pageNo, pageSize: TEAM_PAGE_SIZE };
}

/**
 * A report asked for someone outside the team (`team.not.member`) answers an empty page marked
 * `notInTeam`, so the list says so in the person's language instead of failing with Retry.
 */
export async function orNotInTeam<P extends { list: unknown[] }>(
  load: Promise<P>,
  empty: Omit<P, 'list' | 'pageNum' | 'totalPages' | 'total'>,
): Promise<P & { notInTeam?: true }> {
  try {
    return await load;
  } catch (error) {
    if (isApiError(error) && error.kind === 'business' && error.code === 'team.not.member') {
      return { ...empty, list: [], pageNum: 1, totalPages: 0, total: 0, notInTeam: true } as unknown as P & {
        notInTeam: true;
      };
    }
    throw error;
  }
}
