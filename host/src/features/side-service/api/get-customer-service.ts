import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { pickServiceLinks } from '../service-links';

const CustomerService = v.object({
  list: v.array(v.object({ type: v.string(), url: v.optional(v.nullable(v.string())) })),
});

/** Customer-service links of the site (docs/api-contract.md "Site chrome"). */
export const customerServiceQuery = {
  queryKey: ['system', 'customer-service'] as const,
  queryFn: async () => pickServiceLinks((await api.get('/wps/system/customerService', { module: 'COMM3', schema: CustomerService })).list),
  staleTime: 5 * 60_000,
};

export const useCustomerService = () => useQuery(customerServiceQuery);
