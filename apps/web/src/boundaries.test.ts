import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/ARCHITECTURE.md): `app/` composes pages from features; a feature
 * owns one part of the product and never reaches into another; `entities/` hold what several
 * features share about one thing of the product (a class, an Echo Valley quiz, a student) and
 * know no feature or page; `components/`, `lib/` and `stores/` are shared by all and know no
 * entity, feature or page.
 */
const SHARED_AREAS = new Set(['components', 'lib', 'stores', 'test', 'locales']);

interface SourceFile {
  /** Path under `src/`, with forward slashes. */
  file: string;
  /** Import specifiers as written, static and dynamic. */
  imports: string[];
}

/** The area a path under `src/` belongs to: `features/<name>`, `entities/<name>`, or its first folder. */
function areaOf(path: string): string {
  const [first, second] = path.split('/');
  return (first === 'features' || first === 'entities') && second ? `${first}/${second}` : (first ?? '');
}

const isPageOrFeature = (area: string) => area === 'app' || area.startsWith('features/');

/** What is wrong with one import, or null when it keeps to the layers. */
function leak(from: string, specifier: string): string | null {
  if (specifier.includes('apps/server') || specifier.startsWith('@lms/server')) return 'imports the server';
  if (specifier.startsWith('@lms/demo') || specifier.includes('packages/demo')) return 'imports the demo';
  if (!specifier.startsWith('.')) return null;
  const target = normalize(join(dirname(from), specifier))
    .split(sep)
    .join('/');
  if (target.startsWith('..')) return 'reaches outside src';
  const source = areaOf(from);
  const destination = areaOf(target);
  if (source.startsWith('features/') && destination.startsWith('features/') && source !== destination) {
    return `feature ${source} imports feature ${destination}`;
  }
  if (source.startsWith('entities/') && isPageOrFeature(destination)) {
    return `entity ${source} imports ${destination}`;
  }
  if (SHARED_AREAS.has(source) && (isPageOrFeature(destination) || destination.startsWith('entities/'))) {
    return `shared ${source} imports ${destination}`;
  }
  return null;
}

function boundaryLeaks(files: SourceFile[]): string[] {
  return files.flatMap(({ file, imports }) =>
    imports.flatMap((specifier) => {
      const reason = leak(file, specifier);
      return reason ? [`${file} → ${specifier}: ${reason}`] : [];
    }),
  );
}

const SRC = dirname(fileURLToPath(import.meta.url));

function readSources(folder: string): SourceFile[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return readSources(path);
    if (!/\.tsx?$/.test(entry.name)) return [];
    const imports = ts.preProcessFile(readFileSync(path, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
    return [{ file: relative(SRC, path).split(sep).join('/'), imports }];
  });
}

/** A module's static imports that load code (`import type` aside), as written. */
function staticValueImports(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** The source file a relative specifier names (`./x`, `./x.js` for `./x.ts`), or null for styles and data. */
function resolveSource(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier.replace(/\.js$/, ''));
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(existsSync);
  return found ?? null;
}

/**
 * Every package a module loads with it: the modules it imports statically, and theirs, followed
 * through relative paths; `import()` and `import type` end the walk.
 */
function packagesLoadedWith(entries: string[]): Map<string, string[]> {
  const loaded = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const specifier of staticValueImports(path)) {
      if (!specifier.startsWith('.')) {
        loaded.set(specifier, [...(loaded.get(specifier) ?? []), relative(SRC, path).split(sep).join('/')]);
        continue;
      }
      const target = resolveSource(path, specifier);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return loaded;
}

describe('the web app keeps to its layers', () => {
  it('no feature imports another, entities import no feature or page, and shared code none of them', () => {
    const sources = readSources(SRC);
    expect(sources.length).toBeGreaterThan(100);
    expect(boundaryLeaks(sources)).toEqual([]);
  });

  it('the start code and the login page take values from the shared package without zod', () => {
    // What the browser runs before the sign-in form shows (docs/ARCHITECTURE.md, the light login page).
    const start = packagesLoadedWith([join(SRC, 'main.tsx'), join(SRC, 'app/routes/login.tsx')]);
    const shared = [...start].filter(([name]) => name.startsWith('@lms/shared') && name !== '@lms/shared/plain');
    expect(shared).toEqual([]);
    expect(start.has('@lms/shared/plain')).toBe(true);
    const plain = packagesLoadedWith([join(SRC, '../../../packages/shared/src/plain.ts')]);
    expect([...plain.keys()]).toEqual([]);
  });

  it('names each kind of leak', () => {
    expect(
      boundaryLeaks([
        { file: 'features/library/components/ResourceCard.tsx', imports: ['../../assignment/components/Button'] },
        { file: 'lib/http.ts', imports: ['../features/auth/session'] },
        { file: 'components/panel/Panel.tsx', imports: ['../../app/router'] },
        { file: 'features/roster/api/x.ts', imports: ['../../../../server/src/app'] },
        { file: 'features/roster/components/Roster.tsx', imports: ['../api/list', '../../../lib/http', 'antd'] },
        { file: 'app/routes/class.tsx', imports: ['../../features/roster/components/Roster'] },
        { file: 'entities/echo/echo-paths.ts', imports: ['../course/course-route', '../../lib/http'] },
        { file: 'features/echo/components/EchoList.tsx', imports: ['../../../entities/echo/get-echo-list'] },
        { file: 'entities/echo/get-echo-list.ts', imports: ['../../features/echo/api/publish-echo'] },
        { file: 'entities/course/course-info-store.ts', imports: ['../../app/router'] },
        { file: 'components/query-view/QueryView.tsx', imports: ['../../entities/course/query-keys'] },
        { file: 'stores/auth-store.ts', imports: ['../entities/course/course-info-store'] },
        { file: 'app/routes/login.tsx', imports: ['@lms/demo', '@lms/server/app'] },
        { file: 'features/roster/api/x.ts', imports: ['../../../../../packages/demo/src/index'] },
      ]),
    ).toEqual([
      'features/library/components/ResourceCard.tsx → ../../assignment/components/Button: feature features/library imports feature features/assignment',
      'lib/http.ts → ../features/auth/session: shared lib imports features/auth',
      'components/panel/Panel.tsx → ../../app/router: shared components imports app',
      'features/roster/api/x.ts → ../../../../server/src/app: reaches outside src',
      'entities/echo/get-echo-list.ts → ../../features/echo/api/publish-echo: entity entities/echo imports features/echo',
      'entities/course/course-info-store.ts → ../../app/router: entity entities/course imports app',
      'components/query-view/QueryView.tsx → ../../entities/course/query-keys: shared components imports entities/course',
      'stores/auth-store.ts → ../entities/course/course-info-store: shared stores imports entities/course',
      'app/routes/login.tsx → @lms/demo: imports the demo',
      'app/routes/login.tsx → @lms/server/app: imports the server',
      'features/roster/api/x.ts → ../../../../../packages/demo/src/index: imports the demo',
    ]);
  });
});
