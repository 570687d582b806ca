import { api } from '@mc/shared-kernel';
import { contractKey, ContractValue } from './contract-schema';

/** The dividend contract: GET, Module DIVIDENDCONT3 (a sim-chosen name; the platform does not name it). */
export function getDividendContract(signal?: AbortSignal): Promise<ContractValue> {
  return api.get('/wps/agent/contract/dividend', { module: 'DIVIDENDCONT3', schema: ContractValue, signal });
}

export const dividendContractQuery = (token: string | null) => ({
  queryKey: contractKey('dividend', token),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getDividendContract(signal),
  enabled: token !== null,
});
