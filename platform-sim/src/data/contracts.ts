import { accountKey, type ContractRequests } from '../app/state';

/** Nothing awaits an answer. */
export const NO_CONTRACTS: Readonly<ContractRequests> = { dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 };

/**
 * agent01 has a daily salary and a dividend contract to answer (the home page prompts for both);
 * agent02 and everyone else have none. `POST /__sim/contracts` changes them.
 */
const SEEDED: Readonly<Record<string, Partial<ContractRequests>>> = {
  agent01: { dailysalreqtype: 1, divtypecompperiodreq: 1 },
};

export function seedContracts(): Map<string, ContractRequests> {
  return new Map(Object.entries(SEEDED).map(([username, pending]) => [accountKey(username), { ...NO_CONTRACTS, ...pending }]));
}
