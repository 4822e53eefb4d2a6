import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (bad id, no permission) will not heal by retrying.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) &&
          failureCount < 2,
      },
    },
  });
}
