import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  declaredUses,
  type Import,
  importsOf,
  isFace,
  isTestCode,
  moduleCycles,
  moduleOf,
  moduleUses,
  repository,
  serverSource,
  sourceFiles,
  strangersOf,
  whoUsesWhom,
} from './test/server-graph.js';

/**
 * The boundaries of docs/ARCHITECTURE.md, read from the imports of every source file. Test
 * code (tests, fixtures, the test harness) may reach into a module; production code may not.
 */

const DEMO_PACKAGE = '@lms/demo';

/**
 * The commands that load the demo and hand it on: the server (to the database's preparation),
 * `npm run seed` and `npm run simulate`. Elsewhere production code may name the demo's types,
 * which load nothing.
 */
const DEMO_HAND_OFFS = ['server.ts', 'seed/cli.ts', 'seed/simulate.ts'];

/** The modules a plugin may use: who is calling, and what they may do. */
const PLUGIN_MODULES = ['session', 'policy'];

/** What production code breaks of the server's rules, one line per import. */
function serverLeaks(imports: Import[]): string[] {
  const leaks: string[] = [];
  for (const { from, specifier, target, typeOnly } of imports) {
    if (isTestCode(from)) continue;
    if (specifier === DEMO_PACKAGE || specifier.startsWith(`${DEMO_PACKAGE}/`)) {
      if (!typeOnly && !DEMO_HAND_OFFS.includes(from))
        leaks.push(`${from} loads the demo; only the commands hand it over`);
      continue;
    }
    const into = target && moduleOf(target);
    if (!target || !into || into === moduleOf(from)) continue;
    if (!isFace(target, from)) leaks.push(`${from} imports ${target}, inside the ${into} module: import its index.ts`);
    else if (from.startsWith('plugins/') && !PLUGIN_MODULES.includes(into)) {
      leaks.push(`${from} imports the ${into} module: plugins know only the session and policy modules`);
    }
  }
  return leaks;
}

/** A workspace of the repository: an app or a package, with the workspaces its package.json lets it use. */
interface Workspace {
  /** Its folder, relative to the repository: `apps/web`, `packages/speech`. */
  folder: string;
  declared: Set<string>;
}

function workspaces(): Workspace[] {
  return ['apps', 'packages'].flatMap((group) =>
    readdirSync(path.join(repository, group)).flatMap((name) => {
      const manifest = path.join(repository, group, name, 'package.json');
      if (!existsSync(manifest)) return [];
      const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
      return [{ folder: `${group}/${name}`, declared: new Set(Object.keys({ ...dependencies, ...devDependencies })) }];
    }),
  );
}

/**
 * What an import of a workspace's file breaks: a package reaching into an app, any file reaching
 * out of its workspace by a relative path, or a workspace package (`@lms/…`) its package.json
 * does not declare (so the web, which declares only the shared contracts, never loads the demo).
 */
function workspaceLeak(workspace: Workspace, file: string, specifier: string): string | null {
  const into = /^@lms\/[^/]+/.exec(specifier)?.[0];
  if (into && !workspace.declared.has(into)) return `uses ${into}, which its package.json does not declare`;
  if (workspace.folder.startsWith('packages/') && /^@lms\/(server|web)$/.test(into ?? '')) return 'imports an app';
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(repository, path.resolve(path.dirname(path.join(repository, file)), specifier));
  return target.startsWith(`${workspace.folder}/`) ? null : `reaches out of ${workspace.folder} to ${target}`;
}

function workspaceLeaks(workspace: Workspace): string[] {
  return sourceFiles(path.join(repository, workspace.folder)).flatMap((file) => {
    const relative = path.relative(repository, file);
    if (relative.includes('node_modules/') || relative.includes('/dist/')) return [];
    return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.flatMap(({ fileName }) => {
      const reason = workspaceLeak(workspace, relative, fileName);
      return reason ? [`${relative} imports ${fileName}: ${reason}`] : [];
    });
  });
}

const serverImports = sourceFiles(serverSource).flatMap(importsOf);

const ARCHITECTURE = path.join(repository, 'docs/ARCHITECTURE.md');
const TABLE_MARKS = ["<!-- who-uses-whom: written from the modules' manifests -->", '<!-- end of who-uses-whom -->'];

function documentedTable(): string {
  const text = readFileSync(ARCHITECTURE, 'utf8');
  const [start, end] = TABLE_MARKS.map((mark) => text.indexOf(mark));
  if (start! < 0 || end! < 0) return '(no table between the marks)';
  return text.slice(start! + TABLE_MARKS[0]!.length, end).trim();
}

describe('boundaries', () => {
  it('reads the server: every module is found and imports are resolved', () => {
    const modules = new Set(serverImports.map((i) => moduleOf(i.from)).filter(Boolean));
    expect(modules).toContain('session');
    expect(serverImports.filter((i) => i.target?.endsWith('index.ts')).length).toBeGreaterThan(20);
  });

  it('production code uses another module only through its index.ts, and plugins only the session and policy modules', () => {
    expect(serverLeaks(serverImports)).toEqual([]);
  });

  it('only the audit module writes or reads the audit log', () => {
    expect(strangersOf({ object: 'auditLog', sql: 'audit_log', owner: 'modules/audit' })).toEqual([]);
  });

  it('no two server modules import each other, directly or round a longer loop', () => {
    expect(moduleCycles(serverImports)).toEqual([]);
  });

  it("each module's manifest names exactly the modules its production code imports", () => {
    const imported = moduleUses(serverImports);
    const declared = declaredUses();
    const mismatches = [...declared].flatMap(([name, uses]) => {
      const actual = [...(imported.get(name) ?? [])].sort();
      return actual.join() === [...uses].sort().join() ? [] : [`${name}: declares [${uses}], imports [${actual}]`];
    });
    expect(mismatches).toEqual([]);
  });

  it('docs/ARCHITECTURE.md lists who uses whom as the manifests say (paste the expected table on a change)', () => {
    expect(documentedTable()).toBe(whoUsesWhom(declaredUses()));
  });

  it('every workspace uses only the workspace packages it declares, and no package imports an app', () => {
    const all = workspaces();
    expect(all.map((w) => w.folder)).toEqual(expect.arrayContaining(['apps/server', 'apps/web', 'packages/speech']));
    expect(all.flatMap(workspaceLeaks)).toEqual([]);
  });
});

describe('the boundary rules themselves', () => {
  const at = (from: string, target: string, specifier = target): Import => ({
    from,
    specifier,
    target,
    typeOnly: false,
  });

  it('refuse a service reading another module through its repository', () => {
    const leak = at('modules/assignment/assignment.service.ts', 'modules/library/library.repository.ts');
    expect(serverLeaks([leak])).toHaveLength(1);
    expect(serverLeaks([at('modules/assignment/assignment.service.ts', 'modules/library/index.ts')])).toEqual([]);
  });

  it('refuse a plugin reaching any module but the session and policy modules', () => {
    expect(serverLeaks([at('plugins/auth.ts', 'modules/course/index.ts')])).toHaveLength(1);
    expect(serverLeaks([at('plugins/auth.ts', 'modules/session/index.ts')])).toEqual([]);
    expect(serverLeaks([at('plugins/access.ts', 'modules/policy/index.ts')])).toEqual([]);
  });

  it('refuse loading the demo in production code but the commands, and allow it to tests and type imports', () => {
    const demo = (from: string, typeOnly = false): Import => ({ from, specifier: DEMO_PACKAGE, typeOnly });
    expect(serverLeaks([demo('db/prepare.ts')])).toHaveLength(1);
    expect(serverLeaks([demo('server.ts'), demo('db/prepare.test.ts'), demo('seed/demo.ts', true)])).toEqual([]);
  });

  it('refuse the web loading the demo, a package reaching into an app, and a package using one it does not declare', () => {
    const web = { folder: 'apps/web', declared: new Set(['@lms/shared']) };
    const speech = { folder: 'packages/speech', declared: new Set<string>() };
    expect(workspaceLeak(web, 'apps/web/src/main.tsx', '@lms/demo')).toMatch(/does not declare/);
    expect(workspaceLeak(web, 'apps/web/src/main.tsx', '@lms/shared')).toBeNull();
    expect(workspaceLeak(speech, 'packages/speech/src/index.ts', '../../../apps/server/src/config.js')).toMatch(
      /reaches out of packages\/speech/,
    );
    expect(workspaceLeak(speech, 'packages/speech/src/index.ts', '@lms/server')).toMatch(/does not declare/);
    expect(
      workspaceLeak({ ...speech, declared: new Set(['@lms/server']) }, 'packages/speech/src/a.ts', '@lms/server'),
    ).toBe('imports an app');
    expect(workspaceLeak(speech, 'packages/speech/src/score/a.ts', '../text/b.js')).toBeNull();
  });

  it('find a loop of three modules once', () => {
    const loop = [
      at('modules/a/a.service.ts', 'modules/b/index.ts'),
      at('modules/b/b.service.ts', 'modules/c/index.ts'),
      at('modules/c/c.service.ts', 'modules/a/index.ts'),
    ];
    expect(moduleCycles(loop)).toEqual(['a -> b -> c -> a']);
  });
});
