import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hasRow } from '../../db/has-row.js';
import { type SignInScope, signInLimits } from './session.tables.js';

/** A hard budget: attempts beyond it are refused until enough of it has drained back. */
export interface Budget {
  budget: number;
  /** How long a full budget takes to drain back to nothing. */
  drainSeconds: number;
}

/**
 * Free attempts, then growing delays: once `free` attempts are held, each further attempt
 * must wait twice as long as the one before (1 s, 2 s, 4 s, …) up to `maxDelaySeconds`.
 * Never a hard lock. `free` is at least 2.
 */
export interface GrowingDelay {
  free: number;
  drainSeconds: number;
  maxDelaySeconds: number;
}

export interface Counter {
  scope: SignInScope;
  key: string;
  rule: Budget | GrowingDelay;
}

const isBudget = (rule: Budget | GrowingDelay): rule is Budget => 'budget' in rule;
const allowance = (rule: Budget | GrowingDelay) => (isBudget(rule) ? rule.budget : rule.free);

/**
 * `CASE WHEN l.scope = … THEN … END`, one branch per counter of the statement (the searched form:
 * Citus passes the simple form `CASE l.scope WHEN …` on to its workers wrongly in an upsert).
 */
function byScope(counters: Counter[], branch: (counter: Counter) => SQL): SQL {
  const whens = counters.map((counter) => sql`when l.scope = ${counter.scope} then ${branch(counter)}`);
  return sql`(case ${sql.join(whens, sql` `)} end)`;
}

/** The attempts still held against the row at `now`, after draining since it was last counted. */
function heldAt(counters: Counter[], now: string): SQL {
  const rate = byScope(counters, ({ rule }) => sql`${allowance(rule) / rule.drainSeconds}::float8`);
  return sql`greatest(0, l.level - greatest(0, extract(epoch from ${now}::timestamptz - l.counted_at)) * ${rate})`;
}

/** Whether one more attempt may run against the row at `now`. */
function allows(counters: Counter[], now: string): SQL {
  const held = heldAt(counters, now);
  return byScope(counters, ({ rule }) =>
    isBudget(rule)
      ? sql`${held} + 1 <= ${rule.budget}`
      : sql`${held} + 1 <= ${rule.free} or l.next_attempt_at <= ${now}::timestamptz`,
  );
}

/** The delay in seconds that the attempt being counted imposes on the next one. */
function delayAfter(counters: Counter[], now: string): SQL {
  const held = heldAt(counters, now);
  return byScope(counters, ({ rule }) =>
    isBudget(rule)
      ? sql`0`
      : sql`case when ${held} + 1 >= ${rule.free}
          then least(${rule.maxDelaySeconds}, power(2, least(${held} + 1 - ${rule.free}, 30))) else 0 end`,
  );
}

/**
 * Counts one attempt against every counter that allows it, in one statement: each row is
 * locked while its condition is checked and its level raised, so however many attempts
 * arrive at once, no counter admits more than its rule does. Answers the scopes counted;
 * the attempt may run only if that is all of them. The update uses immutable functions only
 * (a moment plus seconds through `to_timestamp`, not an interval): Citus allows no other in
 * an upsert's update of a distributed table.
 */
export async function reserve(db: Db, counters: Counter[], at: Date): Promise<Set<SignInScope>> {
  const now = at.toISOString();
  const rows = counters.map(
    (counter) => sql`(${counter.scope}, ${counter.key}, 1, ${now}::timestamptz, ${now}::timestamptz)`,
  );
  const result = await db.execute(sql`
    insert into sign_in_limits as l (scope, key, level, counted_at, next_attempt_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (scope, key) do update set
      level = ${heldAt(counters, now)} + 1,
      counted_at = ${now}::timestamptz,
      next_attempt_at = to_timestamp(${at.getTime() / 1000}::float8 + ${delayAfter(counters, now)})
    where ${allows(counters, now)}
    returning l.scope`);
  // Both drivers (node-postgres and PGlite) answer raw statements with a `rows` array.
  return new Set((result as unknown as { rows: { scope: SignInScope }[] }).rows.map((row) => row.scope));
}

/** Seconds until every one of the counters would allow an attempt again. */
export async function secondsUntilAllowed(db: Db, counters: Counter[], at: Date): Promise<number> {
  const now = at.toISOString();
  const held = heldAt(counters, now);
  const wait = byScope(counters, ({ rule }) =>
    isBudget(rule)
      ? sql`(${held} + 1 - ${rule.budget}) / ${rule.budget / rule.drainSeconds}::float8`
      : sql`case when ${held} + 1 <= ${rule.free} then 0
          else extract(epoch from l.next_attempt_at - ${now}::timestamptz) end`,
  );
  const keys = counters.map((counter) => sql`(${counter.scope}, ${counter.key})`);
  const result = await db.execute(sql`
    select coalesce(max(${wait}), 0)::float8 as seconds from sign_in_limits l
    where (l.scope, l.key) in (${sql.join(keys, sql`, `)})`);
  const [row] = (result as unknown as { rows: { seconds: number | string }[] }).rows;
  return Math.max(0, Number(row?.seconds ?? 0));
}

/** Gives back one attempt counted against the row: it was not a failure. */
export async function release(db: Db, counter: Pick<Counter, 'scope' | 'key'>): Promise<void> {
  await db
    .update(signInLimits)
    .set({ level: sql`greatest(0, ${signInLimits.level} - 1)` })
    .where(and(eq(signInLimits.scope, counter.scope), eq(signInLimits.key, counter.key)));
}

/** After a correct secret: the pair starts its count again, and the address is known to the account until `until`. */
export async function markKnown(db: Db, pairKey: string, until: Date): Promise<void> {
  await db
    .update(signInLimits)
    .set({ level: 0, knownUntil: until })
    .where(and(eq(signInLimits.scope, 'pair'), eq(signInLimits.key, pairKey)));
}

export async function isKnown(db: Db, pairKey: string, now: Date): Promise<boolean> {
  return hasRow(
    db,
    signInLimits,
    eq(signInLimits.scope, 'pair'),
    eq(signInLimits.key, pairKey),
    gt(signInLimits.knownUntil, now),
  );
}

/**
 * Rows not counted since `before` hold nothing any more; those that mark no known address go.
 * Rows another attempt holds at that moment are left for next time, so this never waits
 * for (or deadlocks with) a sign-in.
 */
export async function deleteIdle(db: Db, before: Date, now: Date): Promise<void> {
  await db.execute(sql`
    delete from sign_in_limits where (scope, key) in (
      select scope, key from sign_in_limits
      where counted_at < ${before.toISOString()}::timestamptz
        and (known_until is null or known_until < ${now.toISOString()}::timestamptz)
      for update skip locked)`);
}
