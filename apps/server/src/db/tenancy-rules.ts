import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.js';
import { LOCAL_SCHEMAS, TABLE_KINDS, type TableDeclaration } from './schema/kinds.js';

/**
 * Reads the database's catalog and answers every way its tables break the tenant model
 * declared in schema/kinds.ts, one sentence each (none: the model holds). See kinds.ts and
 * tenancy.ts for the rules.
 */

interface Column {
  name: string;
  type: string;
  notNull: boolean;
  identity: boolean;
}

interface Key {
  name: string;
  /** p: primary key, u: unique constraint, i: unique index, f: foreign key. */
  type: 'p' | 'u' | 'i' | 'f';
  columns: string[];
  /** A foreign key's: the table pointed at, its columns and the delete rule. */
  target?: string;
  targetColumns?: string[];
  onDelete?: string;
}

interface Table {
  name: string;
  columns: Column[];
  keys: Key[];
}

async function readTables(db: Db, schema: string): Promise<Table[]> {
  const rows = rowsOf<{ name: string; columns: Column[]; keys: Key[] | null }>(
    await db.execute(sql`
      select c.relname as name,
        (select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod),
            'notNull', a.attnotnull, 'identity', a.attidentity <> '') order by a.attnum)
          from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
        (select json_agg(k) from (
          select con.conname as name, con.contype as type,
            (select json_agg(a.attname order by k.i) from unnest(con.conkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as columns,
            t.relname as target,
            (select json_agg(a.attname order by k.i) from unnest(con.confkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as "targetColumns",
            con.confdeltype as "onDelete"
          from pg_constraint con left join pg_class t on t.oid = con.confrelid
          where con.conrelid = c.oid and con.contype in ('p', 'u', 'f')
          union all
          select ic.relname, 'i',
            (select json_agg(coalesce(a.attname, '(expression)') order by k.i)
              from unnest(ix.indkey::int2[]) with ordinality k(n, i)
              left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.n),
            null, null, null
          from pg_index ix join pg_class ic on ic.oid = ix.indexrelid
          where ix.indrelid = c.oid and ix.indisunique
            and not exists (select 1 from pg_constraint con
              where con.conrelid = c.oid and con.contype in ('p', 'u') and con.conindid = ix.indexrelid)
        ) k) as keys
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p')
      order by c.relname`),
  );
  return rows.map((row) => ({ ...row, keys: row.keys ?? [] }));
}

/** The column that names a tenant table's school: its own id for the schools' table. */
export const schoolColumn = (table: string) => (table === 'institutions' ? 'id' : 'institution_id');

const isIdColumn = (column: Column) => column.identity || column.name === 'id' || column.name.endsWith('_id');
const isNarrowInteger = (type: string) => type === 'integer' || type === 'smallint';
const SET_NULL_OR_DEFAULT = ['n', 'd'];

function breachesOf(table: Table, declared: TableDeclaration, kinds: Record<string, TableDeclaration>): string[] {
  const found: string[] = [];
  for (const column of table.columns) {
    if (isIdColumn(column) && isNarrowInteger(column.type))
      found.push(`${table.name}.${column.name} is ${column.type}, not bigint`);
  }
  const kindOf = (name: string | undefined) => (name === undefined ? undefined : kinds[name]?.kind);
  if (declared.kind === 'reference') {
    for (const key of table.keys.filter((k) => k.type === 'f' && kindOf(k.target) === 'tenant'))
      found.push(`${table.name}: ${key.name} links a shared table to a school's rows`);
  }
  if (declared.kind !== 'tenant') return found;

  const school = schoolColumn(table.name);
  const column = table.columns.find((c) => c.name === school);
  if (!column) return [...found, `${table.name}: no ${school} column`];
  if (column.type !== 'bigint' || !column.notNull) found.push(`${table.name}.${school} is not bigint not null`);
  if (!table.keys.some((k) => k.type === 'p')) found.push(`${table.name}: no primary key`);
  for (const key of table.keys) {
    if (key.type === 'f') {
      const targetKind = kindOf(key.target);
      // Citus refuses SET NULL and SET DEFAULT, even naming other columns, on a link holding the shard key.
      if (SET_NULL_OR_DEFAULT.includes(key.onDelete ?? '') && key.columns.includes(school))
        found.push(`${table.name}: ${key.name} empties a column of a link holding ${school} on delete`);
      if (targetKind !== 'tenant') continue;
      const at = key.columns.indexOf(school);
      if (at < 0 || key.targetColumns?.[at] !== schoolColumn(key.target!))
        found.push(`${table.name}: ${key.name} links another school's rows without ${school}`);
    } else if (!key.columns.includes(school)) {
      const what = key.type === 'p' ? 'primary key' : key.type === 'u' ? 'unique constraint' : 'unique index';
      found.push(`${table.name}: ${what} ${key.name} lacks ${school}`);
    }
  }
  return found;
}

/** Every breach of the declared kinds among the tables of `schema`. */
export async function tenancyBreaches(
  db: Db,
  schema = 'public',
  kinds: Record<string, TableDeclaration> = TABLE_KINDS,
): Promise<string[]> {
  const tables = await readTables(db, schema);
  const found: string[] = [];
  for (const table of tables) {
    const declared = kinds[table.name];
    if (declared) found.push(...breachesOf(table, declared, kinds));
    else found.push(`${table.name}: no declared kind`);
  }
  const present = new Set(tables.map((t) => t.name));
  for (const name of Object.keys(kinds))
    if (!present.has(name)) found.push(`${name}: declared but not in the database`);
  return found;
}

/**
 * Schemas holding tables that are neither the application's (`public`) nor local bookkeeping.
 * An extension's own tables (a cluster's columnar storage) are the extension's, not the app's.
 */
export async function undeclaredSchemas(db: Db): Promise<string[]> {
  const rows = rowsOf<{ schema: string }>(
    await db.execute(sql`
      select distinct n.nspname as schema from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'public')
        and n.nspname not like 'pg\_%'
        and not exists (select 1 from pg_depend d
          where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
      order by 1`),
  );
  const local: readonly string[] = LOCAL_SCHEMAS;
  return rows.map((row) => row.schema).filter((schema) => !local.includes(schema));
}
