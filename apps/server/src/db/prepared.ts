import type { Db } from './client.js';

/**
 * A query built once per database handle and sent as a named prepared statement after that.
 * Building a Drizzle query costs several times more CPU than PostgreSQL needs to run a simple
 * one, so the queries on every request's path (session, class guard, lists) are kept prepared.
 * Values vary through `sql.placeholder(name)`; the statement's text must never vary.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
