import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import type { ContractRequests } from '../contract-rules';

const Flag = v.optional(v.nullable(v.union([v.number(), v.string()])));
export const Requests = v.object({ dailysalreqtype: Flag, divtypecompperiodreq: Flag, contracthoursalreq: Flag });

/** The pending contract requests: GET, Module COMM3, with the session token. */
export function getContractRequests(signal?: AbortSignal): Promise<ContractRequests> {
  return api.get('/wps/agent/contract/request', { module: 'COMM3', schema: Requests, signal });
}

/** `token` null = do not ask (not an agent, or every prompt answered already). */
export function useContractRequests(token: string | null) {
  return useQuery({
    queryKey: ['agent', 'contract-requests', token],
    queryFn: ({ signal }) => getContractRequests(signal),
    enabled: token !== null,
  });
}
