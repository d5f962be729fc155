import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Failures arrive already classified by the HTTP client (401 and
 * 404 are acted on there), so retrying would only repeat them. Any change the user makes
 * may show elsewhere (a class count on a collection, seats on a class card), so every
 * successful change marks all answers stale and fetches again those on screen: no page
 * shows a count from before the user's last action.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries();
      },
    }),
  });
  return client;
}

export const queryClient = createQueryClient();
