import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/**
 * The one server-state cache of the page (shared singleton through the kernel). Retries are the API
 * client's business (idempotent reads only), so queries do not retry on top of it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        throwOnError: false,
      },
      mutations: {
        retry: false,
        onError: (error) => {
          if (!isApiError(error)) console.error(error);
        },
      },
    },
  });
}

export const queryClient = createQueryClient();
