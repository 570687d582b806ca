import type { AgentMenuFlags } from '../../shell/agent-gates';

/** Whitelabel agent-menu keys (docs/api-contract.md, GET /wps/whitelabel/menu). */
export type AgentMenuKey =
  | 'teamOverview'
  | 'transactionRecord'
  | 'teamManagement'
  | 'redRain'
  | 'teamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCenter'
  | 'mail'
  | 'dividend';

export interface AgentMenuEntry {
  /** Label key under `menu.` in the agent namespace, and the icon name. */
  id: string;
  to: string;
  /** The menu key that turns the entry on; null for entries always shown (online service). */
  menuKey: AgentMenuKey | null;
}

/** The agent home grid, in order (docs/product.md, Agent area). */
export const AGENT_MENU: readonly AgentMenuEntry[] = [
  { id: 'teamOverview', to: '/m/agent/team/overview', menuKey: 'teamOverview' },
  { id: 'transactionRecord', to: '/m/transaction/record?types=A', menuKey: 'transactionRecord' },
  { id: 'teamManagement', to: '/m/member/team', menuKey: 'teamManagement' },
  { id: 'redRain', to: '/m/redRain', menuKey: 'redRain' },
  { id: 'teamPnl', to: '/m/agent/team/pnl', menuKey: 'teamPnl' },
  { id: 'teamBetting', to: '/m/teamBetting', menuKey: 'teamBetting' },
  { id: 'agentRebate', to: '/m/member/agent/agentRebeat', menuKey: 'agentRebate' },
  { id: 'teamRebate', to: '/m/member/teamRebate', menuKey: 'teamRebate' },
  { id: 'securityCenter', to: '/m/securityCenter', menuKey: 'securityCenter' },
  { id: 'mail', to: '/m/webEmail', menuKey: 'mail' },
  { id: 'onlineService', to: '/m/service', menuKey: null },
];

/**
 * Entries the whitelabel menu enables. Until the menu has loaded (or when it failed) only the
 * always-on entries show, so a disabled page never flashes into view.
 */
export function visibleEntries(
  entries: readonly AgentMenuEntry[],
  flags: AgentMenuFlags | undefined,
): AgentMenuEntry[] {
  return entries.filter((entry) => entry.menuKey === null || flags?.[entry.menuKey] === true);
}
