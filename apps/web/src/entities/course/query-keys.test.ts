import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { courseKeys } from './query-keys';

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'answer');
  return client;
}

const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('the class query keys', () => {
  it('a change to the whole of classes refreshes every class query', async () => {
    const keys = [courseKeys.list(), courseKeys.info(1), courseKeys.roster(1), courseKeys.echoList(2)];
    const client = clientWith(keys);
    await client.invalidateQueries({ queryKey: courseKeys.all });
    expect(keys.map((key) => invalidated(client, key))).toEqual([true, true, true, true]);
  });

  it("a change to a class's quizzes refreshes its Echo Valley list, details and progress, and nothing of another class", async () => {
    const mine = [courseKeys.echoList(1), courseKeys.echoDetail(1, 5), courseKeys.echoProgress(1, 5)];
    const others = [courseKeys.echoList(2), courseKeys.roster(1), courseKeys.echoSentences(1, 7)];
    const client = clientWith([...mine, ...others]);
    await client.invalidateQueries({ queryKey: courseKeys.echo(1) });
    expect(mine.map((key) => invalidated(client, key))).toEqual([true, true, true]);
    expect(others.map((key) => invalidated(client, key))).toEqual([false, false, false]);
  });

  it("a change to a class's library refreshes its resources, searches and materials", async () => {
    const mine = [
      courseKeys.libraryResources(3),
      courseKeys.librarySearch(3, { level: 'A1' }),
      courseKeys.libraryMaterial(3, 'book', 'p1', 9),
    ];
    const client = clientWith([...mine, courseKeys.library(4)]);
    await client.invalidateQueries({ queryKey: courseKeys.library(3) });
    expect(mine.map((key) => invalidated(client, key))).toEqual([true, true, true]);
    expect(invalidated(client, courseKeys.library(4))).toBe(false);
  });
});
