import * as v from 'valibot';
import { api, toCents, type Cents } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema } from '@mc/shared-kernel/records';
import type { TeamQuery } from '../team-query';

/** The platform's module tag for agent calls. */
export const AGENT_MODULE = 'AGEINFO3';

const Millis = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DownlineRow = v.object({
  username: v.string(),
  type: v.pipe(v.number(), v.integer()),
  balance: MoneyAmount,
  regDate: Millis,
  lastLoginAt: v.nullable(Millis),
  online: v.boolean(),
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  teamSize: Count,
  upline: v.nullable(v.string()),
});
export type DownlineRow = v.InferOutput<typeof DownlineRow>;

export const DownlinePage = v.object({
  ...recordPageSchema(DownlineRow).entries,
  total: Count,
  /** From the caller down to the listed parent, usernames. */
  trail: v.pipe(v.array(v.string()), v.minLength(1)),
});
export type DownlinePage = v.InferOutput<typeof DownlinePage>;

/** Member types that are members; every other type is an agent (the platform's rule). */
const MEMBER_TYPES: ReadonlySet<number> = new Set([0, 4, 40]);

/** One row as the screen shows it: money in cents, what kind of account, what may be done with it. */
export interface Downline {
  username: string;
  isAgent: boolean;
  balance: Cents;
  regDate: number;
  lastLoginAt: number | null;
  online: boolean;
  level: number;
  teamSize: number;
  upline: string | null;
  /** A direct downline of the signed-in agent: it may receive a transfer. */
  direct: boolean;
}

export function toDownline(row: DownlineRow, self: string): Downline {
  return {
    username: row.username,
    isAgent: !MEMBER_TYPES.has(row.type),
    balance: toCents(row.balance),
    regDate: row.regDate,
    lastLoginAt: row.lastLoginAt,
    online: row.online,
    level: row.level,
    teamSize: row.teamSize,
    upline: row.upline,
    direct: row.upline !== null && row.upline.toLowerCase() === self.toLowerCase(),
  };
}

export const DOWNLINE_PAGE_SIZE = 20;

/** One page of the team list for `query` (see team-query.ts for what each filter sends). */
export async function getDownlines(query: TeamQuery, pageNo: number, signal?: AbortSignal): Promise<DownlinePage> {
  return api.get('/wps/agent/downline', {
    module: AGENT_MODULE,
    query: { ...query, pageNo, pageSize: DOWNLINE_PAGE_SIZE },
    schema: DownlinePage,
    signal,
  });
}
