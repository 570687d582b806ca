import { api } from '@mc/shared-kernel';
import { contractKey, ContractValue } from './contract-schema';

/** The daily salary contract: GET, Module DAILYSALCONT3. */
export function getDailyContract(signal?: AbortSignal): Promise<ContractValue> {
  return api.get('/wps/agent/contract/daily', { module: 'DAILYSALCONT3', schema: ContractValue, signal });
}

export const dailyContractQuery = (token: string | null) => ({
  queryKey: contractKey('daily', token),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getDailyContract(signal),
  enabled: token !== null,
});
