import { accountKey, type Account, type CoreState } from './state';

/** An account of an agent's team and how far below the agent it is (1 = a direct downline). */
export interface TeamMember {
  account: Account;
  level: number;
}

/** The accounts whose upline is `agent`, newest registration first. */
export function directDownlines(state: Pick<CoreState, 'accounts'>, agent: string): Account[] {
  const key = accountKey(agent);
  return [...state.accounts.values()]
    .filter((a) => a.upline === key)
    .sort((a, b) => b.regDate - a.regDate || a.id - b.id);
}

/** Everyone below `agent`, level by level (breadth first); a cycle in the upline links cannot loop. */
export function teamOf(state: Pick<CoreState, 'accounts'>, agent: string): TeamMember[] {
  const seen = new Set([accountKey(agent)]);
  const team: TeamMember[] = [];
  let frontier = [accountKey(agent)];
  for (let level = 1; frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const upline of frontier) {
      for (const account of directDownlines(state, upline)) {
        const key = accountKey(account.username);
        if (seen.has(key)) continue;
        seen.add(key);
        team.push({ account, level });
        next.push(key);
      }
    }
    frontier = next;
  }
  return team;
}

/** Whether `member` is anywhere below `agent`. */
export function isInTeam(state: CoreState, agent: string, member: string): boolean {
  const key = accountKey(member);
  return teamOf(state, agent).some((m) => accountKey(m.account.username) === key);
}

/** How many accounts sit below each account, every level (account key → size; absent = none). */
export function teamSizes(state: CoreState): Map<string, number> {
  const children = new Map<string, string[]>();
  for (const account of state.accounts.values()) {
    if (account.upline === null) continue;
    const list = children.get(account.upline) ?? [];
    list.push(accountKey(account.username));
    children.set(account.upline, list);
  }
  const sizes = new Map<string, number>();
  for (const top of children.keys()) {
    const seen = new Set([top]);
    const stack = [...(children.get(top) ?? [])];
    while (stack.length > 0) {
      const key = stack.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...(children.get(key) ?? []));
    }
    sizes.set(top, seen.size - 1);
  }
  return sizes;
}
