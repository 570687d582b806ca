import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const Country = v.object({ code: v.string(), dialingCode: v.string(), name: v.string() });
export type Country = v.InferOutput<typeof Country>;
export const Countries = v.array(Country);

/** Countries offered by the dialing-code picker of the mobile field. */
export const getCountries = (signal?: AbortSignal) => api.get('/wps/system/countries', { schema: Countries, signal });

export function useCountries() {
  return useQuery({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: Infinity,
  });
}
