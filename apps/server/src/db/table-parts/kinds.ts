/**
 * Every table's kind, with the reason, declared in its module's tables file beside the table
 * (`<M>_TABLE_KINDS`) and gathered in db/schema/kinds.ts. A sharded database places each kind differently:
 * - `tenant`: a school's own rows, spread over the database nodes by `institution_id` (for
 *   `institutions` itself, its `id`), all of them kept together per school. Its keys, unique
 *   indexes and links to other school rows include the school column (see tenancy.ts).
 * - `reference`: small and shared by every school (the catalogue), copied to every node.
 * - `lookup`: found by what is looked up before the school is known, keyed by that.
 * - `local`: kept on the coordinating node only (bookkeeping, the job queue).
 * The rules test (db/tenancy.test.ts) reads the database's catalog and fails on a table without
 * a kind, or a tenant table breaking the rules.
 */
export type TableKind = 'tenant' | 'reference' | 'lookup' | 'local';

export interface TableDeclaration {
  kind: TableKind;
  reason: string;
  /** A lookup table's column that a sharded database spreads its rows by. */
  lookupKey?: string;
}

/** The reason most tenant tables give. */
export const SCHOOL_ROWS = "a school's own rows, read and written for that school";

/** Tables by their name in the database, each with its kind and reason. */
export type TableKinds = Record<string, TableDeclaration>;
