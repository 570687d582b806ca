/**
 * The account record's type filter: a few groups a member understands, each standing for the ledger
 * types the platform sends (`types` of GET /wps/wallet/transaction/details). The agent's variant
 * (`?types=A`) has its own groups: commission and the team's transfers.
 */
export const MEMBER_GROUPS = {
  ALL: null,
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAW_HOLD', 'WITHDRAW_REFUND'],
  TRANSFER: ['TRANSFER_IN', 'TRANSFER_OUT', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'],
  BONUS: ['BONUS', 'PROMOTION', 'REWARD'],
  REBATE: ['REBATE'],
  BET: ['BET', 'BET_CANCEL'],
  PAYOUT: ['PAYOUT'],
  ADJUSTMENT: ['ADJUSTMENT'],
} as const satisfies Record<string, readonly string[] | null>;

export const AGENT_GROUPS = {
  ALL: null,
  COMMISSION: ['COMMISSION'],
  TEAM: ['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'],
} as const satisfies Record<string, readonly string[] | null>;

export type MemberGroup = keyof typeof MEMBER_GROUPS;
export type AgentGroup = keyof typeof AGENT_GROUPS;
export type Variant = 'member' | 'agent';

export const MEMBER_GROUP_IDS = Object.keys(MEMBER_GROUPS) as MemberGroup[];
export const AGENT_GROUP_IDS = Object.keys(AGENT_GROUPS) as AgentGroup[];

/** The ledger types the platform labels; any other shows as "Other". */
export const ENTRY_TYPES: ReadonlySet<string> = new Set([
  'DEPOSIT',
  'BONUS',
  'WITHDRAW_HOLD',
  'WITHDRAW_REFUND',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BET',
  'PAYOUT',
  'BET_CANCEL',
  'REBATE',
  'PROMOTION',
  'REWARD',
  'COMMISSION',
  'ADJUSTMENT',
]);

/**
 * The agent's variant only for agents: `?types=A` from anyone else reads as the member's record (the
 * platform would refuse it with agent.only).
 */
export function variantOf(typesParam: string | null, agent: boolean): Variant {
  return agent && (typesParam ?? '').trim().toUpperCase() === 'A' ? 'agent' : 'member';
}

/** The `types` query for a group: the agent's "all" is `A`, the member's "all" asks for no filter. */
export function typesQuery(variant: Variant, group: string): string | null {
  if (variant === 'agent') {
    const types = (AGENT_GROUPS as Record<string, readonly string[] | null>)[group];
    return types ? types.join(',') : 'A';
  }
  const types = (MEMBER_GROUPS as Record<string, readonly string[] | null>)[group];
  return types ? types.join(',') : null;
}

/** Key of an entry type's label under `account.entry`. */
export const entryLabelKey = (type: string): string => `account.entry.${ENTRY_TYPES.has(type) ? type : 'other'}`;

/** Money in is positive, money out negative; the sign decides the amount's colour and its words. */
export const direction = (amount: string): 'in' | 'out' => (amount.trim().startsWith('-') ? 'out' : 'in');
