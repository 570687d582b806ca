import { CONTRACT_EXEMPT_TYPES, isAgentType } from '@mc/shared-kernel';

export type AgentMenuFlags = Partial<Record<string, boolean>>;

/** Who may be in the agent area at all: a signed-in agent (not a member of type 0, 4 or 40). */
export const mayEnterAgentArea = (memberType: number | undefined): boolean => isAgentType(memberType);

/** Dividend needs the menu's `dividend` key, and types 4, 40, 41, 42 get no dividend info. */
export function showsDividend(flags: AgentMenuFlags | undefined, memberType: number): boolean {
  return flags?.dividend === true && !CONTRACT_EXEMPT_TYPES.includes(memberType);
}
