import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

describe('the app query client', () => {
  it('fetches again what is on screen after any successful change', async () => {
    const client = createQueryClient();
    let inUse = 0;
    const observer = new QueryObserver(client, { queryKey: ['collection', 7], queryFn: async () => inUse });
    const seen: number[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.isSuccess) seen.push(result.data);
    });
    await vi.waitFor(() => expect(seen).toEqual([0]));

    // A change that knows nothing of the collection, as setting a class's library does.
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => {
          inUse = 1;
        },
      })
      .execute(undefined);
    await vi.waitFor(() => expect(seen.at(-1)).toBe(1));
    unsubscribe();
  });

  it('leaves answers alone when a change fails', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'kept');
    const observer = new QueryObserver(client, { queryKey: ['course', 'list'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    await expect(
      client
        .getMutationCache()
        .build(client, {
          mutationFn: async () => {
            throw new Error('refused');
          },
        })
        .execute(undefined),
    ).rejects.toThrow('refused');
    expect(client.getQueryState(['course', 'list'])?.isInvalidated).toBe(false);
    unsubscribe();
  });
});
