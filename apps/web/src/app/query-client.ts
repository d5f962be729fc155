import { QueryClient } from '@tanstack/react-query';

// Failures arrive already classified by the HTTP client (401 and 404 are acted on
// there), so retrying would only repeat them.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
