import { CONTRACT_EXEMPT_TYPES, isAgentType } from '@mc/shared-kernel';

/** The three contracts the home page asks an agent about, in the order the prompts appear. */
export const CONTRACT_PROMPTS = [
  {
    kind: 'daily',
    field: 'dailysalreqtype',
    messageKey: 'in_daily_salary_req',
    to: '/m/member/agent/getSalaryContract',
  },
  {
    kind: 'dividend',
    field: 'divtypecompperiodreq',
    messageKey: 'in_dividend_req',
    to: '/m/member/agent/getDevidendContract',
  },
  {
    kind: 'hourly',
    field: 'contracthoursalreq',
    messageKey: 'in_hour_salary_req',
    to: '/m/member/agent/getHourContract',
  },
] as const;

export type ContractPrompt = (typeof CONTRACT_PROMPTS)[number];
export type ContractKind = ContractPrompt['kind'];
export type ContractRequests = Partial<Record<ContractPrompt['field'], number | string | null>>;

/**
 * Logged-in agents are asked, except types 4, 40, 41, 42. Plain members (0) are
 * not agents, and a trial player has no contracts.
 */
export function isPromptedForContracts(session: { type: number } | null, trial: boolean): boolean {
  if (!session || trial) return false;
  return isAgentType(session.type) && !CONTRACT_EXEMPT_TYPES.includes(session.type);
}

/** A request value above 0 means a contract awaits the agent's answer (docs/api-contract.md). */
const isPending = (value: number | string | null | undefined): boolean => Number(value ?? 0) > 0;

/** The prompts still to show: pending contracts the agent has not answered this session, in order. */
export function pendingPrompts(
  requests: ContractRequests | undefined,
  answered: ReadonlySet<ContractKind>,
): ContractPrompt[] {
  if (!requests) return [];
  return CONTRACT_PROMPTS.filter((prompt) => isPending(requests[prompt.field]) && !answered.has(prompt.kind));
}
