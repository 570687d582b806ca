import { isAgentType } from '../../core/auth';
import { accountKey, type Account } from '../../core/state';
import {
  CONTRACT_KINDS,
  newOffer,
  NO_CONTRACTS,
  REQUEST_FIELD,
  type Contract,
  type ContractKind,
  type ContractRequests,
} from './terms';
import type { State } from './state';

/** Types exempt from contracts and dividend info, on top of the members (0, 4, 40). */
export const CONTRACT_EXEMPT: ReadonlySet<number> = new Set([4, 40, 41, 42]);

/** Members, exempt types and trial players have no contracts and no dividend. */
export const hasContracts = (account: Account): boolean =>
  isAgentType(account.type) && !CONTRACT_EXEMPT.has(account.type) && !account.trial;

/** The account's contracts of `kind`, newest first (a fresh list in state when there were none). */
export function contractsOf(state: State, username: string, kind: ContractKind): Contract[] {
  const key = accountKey(username);
  const all = state.contracts.get(key) ?? {};
  if (!state.contracts.has(key)) state.contracts.set(key, all);
  return (all[kind] ??= []);
}

/** What the contract page shows: the newest contract of the kind (a pending offer or the last answer). */
export function latestContract(state: State, account: Account, kind: ContractKind): Contract | null {
  if (!hasContracts(account)) return null;
  return state.contracts.get(accountKey(account.username))?.[kind]?.[0] ?? null;
}

/** The home page's check: each kind whose newest contract awaits an answer carries its request type. */
export function pendingContracts(state: State, account: Account): ContractRequests {
  const requests = { ...NO_CONTRACTS };
  for (const kind of CONTRACT_KINDS) {
    const contract = latestContract(state, account, kind);
    if (contract?.status === 'PENDING') requests[REQUEST_FIELD[kind]] = contract.requestType;
  }
  return requests;
}

/**
 * Admin: a positive request type offers the standard terms anew (unless an offer already waits; it then
 * takes the new type); 0 withdraws a waiting offer, leaving the contracts answered before it.
 */
export function setRequest(state: State, account: Account, kind: ContractKind, requestType: number, now: number): void {
  const list = contractsOf(state, account.username, kind);
  const waiting = list[0]?.status === 'PENDING' ? list[0] : null;
  if (requestType === 0) {
    if (waiting) list.shift();
  } else if (waiting) {
    waiting.requestType = requestType;
  } else {
    list.unshift(newOffer(kind, account.username, now, list.length + 1, requestType));
  }
}
