import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The server's structure read from its source: every file's imports, the modules they form and
 * what each module declares it uses. The boundary tests hold it to docs/ARCHITECTURE.md, and
 * `npm run layout` prints it.
 */

export const repository = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
export const serverSource = path.join(repository, 'apps/server/src');

export interface Import {
  from: string;
  specifier: string;
  /** `import type`: names types only and loads nothing. */
  typeOnly: boolean;
  /** The file it names, relative to the server's source; undefined for a package or a file elsewhere. */
  target?: string;
}

export function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

export function isTestCode(file: string): boolean {
  return /(\.test|\.checks|\.fixtures|\.expectations|-test-files)\.ts$/.test(file) || file.startsWith('test/');
}

function resolve(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map(({ fileName }) => {
    const resolved = resolve(file, fileName);
    const typeImport = new RegExp(`^(import|export) type [^;]*from '${literally(fileName)}';`, 'm');
    const valueImport = new RegExp(`^(import|export) (?!type )[^;]*from '${literally(fileName)}';`, 'm');
    return {
      from: path.relative(serverSource, file),
      specifier: fileName,
      typeOnly: typeImport.test(text) && !valueImport.test(text),
      target: resolved && path.relative(serverSource, resolved),
    };
  });
}

/** The module a server file belongs to, e.g. `roster` for `modules/roster/import/import.service.ts`. */
export function moduleOf(file: string): string | undefined {
  return /^modules\/([^/]+)\//.exec(file)?.[1];
}

/**
 * The files outside a module may import from it: its face; for worker threads its tasks; and for
 * another module's tables (a reference to a row) and the migration tool's list, its tables.
 */
export function isFace(target: string, importer: string): boolean {
  const inside = target.slice(`modules/${moduleOf(target)}/`.length);
  if (inside.endsWith('.tables.ts') && !inside.includes('/'))
    return importer.endsWith('.tables.ts') || importer.startsWith('db/schema/');
  return inside === 'index.ts' || (inside === 'tasks.ts' && importer.startsWith('workers/'));
}

/** The modules each module's production code imports (its face's types included), by module. */
export function moduleUses(imports: Import[]): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const { from, target } of imports) {
    const [a, b] = [moduleOf(from), target && moduleOf(target)];
    if (isTestCode(from) || !a || !b || a === b) continue;
    uses.set(a, (uses.get(a) ?? new Set()).add(b));
  }
  return uses;
}

/** Every cycle of modules importing each other, each as `a -> b -> a`. */
export function moduleCycles(imports: Import[]): string[] {
  const uses = moduleUses(imports);
  const cycles = new Set<string>();
  const walk = (trail: string[]) => {
    for (const next of uses.get(trail.at(-1)!) ?? []) {
      const seen = trail.indexOf(next);
      if (seen >= 0) {
        const loop = trail.slice(seen);
        const first = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...turned, turned[0]].join(' -> '));
      } else walk([...trail, next]);
    }
  };
  for (const start of uses.keys()) walk([start]);
  return [...cycles];
}

/** Each module's `manifest.uses`, read from its face, by module name. */
export function declaredUses(): Map<string, string[]> {
  const modules = path.join(serverSource, 'modules');
  return new Map(
    readdirSync(modules).map((name) => {
      const face = readFileSync(path.join(modules, name, 'index.ts'), 'utf8');
      const list = /export const manifest = \{\s*uses: \[([^\]]*)\]/.exec(face)?.[1];
      if (list === undefined) return [name, ['(no manifest)']];
      return [name, [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!)];
    }),
  );
}

/** docs/ARCHITECTURE.md's "who uses whom" table as the manifests say it, each module with its users. */
export function whoUsesWhom(declared: Map<string, string[]>): string {
  const named = (list: string[]) => (list.length ? list.map((m) => `\`${m}\``).join(', ') : '(none)');
  const rows = [...declared.keys()].sort().map((name) => {
    const usedBy = [...declared].filter(([, uses]) => uses.includes(name)).map(([user]) => user);
    return `| \`${name}\` | ${named([...declared.get(name)!].sort())} | ${named(usedBy.sort())} |`;
  });
  return ['| Module | Uses | Used by |', '| --- | --- | --- |', ...rows].join('\n');
}

/**
 * Production files outside a table's owner that name the table (its schema object or its SQL
 * name). The audit module is the only writer and reader of the audit log.
 */
export function strangersOf(table: { object: string; sql: string; owner: string }): string[] {
  const named = new RegExp(`\\b(${table.object}|${table.sql})\\b`);
  return sourceFiles(serverSource)
    .map((file) => path.relative(serverSource, file))
    .filter((file) => !isTestCode(file) && !file.startsWith(`${table.owner}/`) && !file.startsWith('db/'))
    .filter((file) => named.test(readFileSync(path.join(serverSource, file), 'utf8')));
}
