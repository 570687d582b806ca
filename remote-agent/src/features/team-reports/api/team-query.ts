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
  for (const [key, value] of Object.entries(rest) as [string, unknown][]) if (typeof value === 'string' && value !== '') query[key] = value;
  if (member !== null && member.trim() !== '') query.username = member.trim();
  return { ...query, pageNo, pageSize: TEAM_PAGE_SIZE };
}
