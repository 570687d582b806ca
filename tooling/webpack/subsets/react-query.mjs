// What the site uses of @tanstack/react-query, provided under the shared name '@tanstack/react-query'
// (shared.cjs; react-router.mjs beside this explains why a subset). The host's own first script holds only
// what the host uses; the rest of the package, shared whole, came with the federation runtime before every
// remote's screen (10 KB of the runtime chunk's 27, brotli, with react-i18next's rest).
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-build';
