/**
 * What QueryView reads of a query: a TanStack query result is one, and so are several read
 * together by `allOf`. An answer read once stays in `data` when a later re-read fails.
 */
export type QueryState<T> =
  | { isPending: true; isError: false; data: undefined }
  | { isPending: false; isError: true; error: Error; data: T | undefined; refetch(): unknown }
  | { isPending: false; isError: false; data: T };

type Answers<Q extends readonly QueryState<unknown>[]> = { [K in keyof Q]: Exclude<Q[K]['data'], undefined> };

/**
 * Several queries read as one, for a screen drawn from all their answers: failed as soon as one
 * of them has failed (Try again reads that one again), pending while any is on its way, and
 * otherwise their answers in the order given.
 */
export function allOf<const Q extends readonly QueryState<unknown>[]>(...queries: Q): QueryState<Answers<Q>> {
  const answered = queries.every((query) => query.data !== undefined);
  const answers = answered ? (queries.map((query) => query.data) as Answers<Q>) : undefined;
  const failed = queries.find((query) => query.isError);
  if (failed) return { isPending: false, isError: true, error: failed.error, data: answers, refetch: failed.refetch };
  if (answers === undefined) return { isPending: true, isError: false, data: undefined };
  return { isPending: false, isError: false, data: answers };
}
