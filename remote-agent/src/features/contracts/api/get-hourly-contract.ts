import { api } from '@mc/shared-kernel';
import { contractKey, ContractValue } from './contract-schema';

/** The hourly salary contract: the platform reads it with a POST (Module HOURSAL3) that changes nothing. */
export function getHourlyContract(signal?: AbortSignal): Promise<ContractValue> {
  return api.post('/wps/agent/contract/hourly', { module: 'HOURSAL3', json: {}, schema: ContractValue, signal });
}

export const hourlyContractQuery = (token: string | null) => ({
  queryKey: contractKey('hourly', token),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getHourlyContract(signal),
  enabled: token !== null,
});
