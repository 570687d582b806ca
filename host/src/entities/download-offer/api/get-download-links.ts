import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { pickLinks } from '../download-rules';

export const DownloadLinks = v.array(v.object({ resourceType: v.string(), url: v.optional(v.nullable(v.string())) }));

/** App download links of the site (docs/api-contract.md "Site chrome"); the bar and the side widget share it. */
export const downloadLinksQuery = {
  queryKey: ['system', 'download-links'] as const,
  queryFn: async () => pickLinks(await api.get('/wps/system/downloadLinks', { schema: DownloadLinks })),
  staleTime: 5 * 60_000,
};

export const useDownloadLinks = () => useQuery(downloadLinksQuery);
