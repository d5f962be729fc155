import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (docs/ARCHITECTURE.md): `app/` composes pages from features; a feature
 * owns one part of the product and never reaches into another; `components/`, `lib/` and
 * `stores/` are shared by all and know no feature or page.
 */
const SHARED_AREAS = new Set(['components', 'lib', 'stores', 'test', 'locales']);

interface SourceFile {
  /** Path under `src/`, with forward slashes. */
  file: string;
  /** Import specifiers as written, static and dynamic. */
  imports: string[];
}

/** The area a path under `src/` belongs to: `features/<name>`, or its first folder. */
function areaOf(path: string): string {
  const [first, second] = path.split('/');
  return first === 'features' && second ? `features/${second}` : (first ?? '');
}

/** What is wrong with one import, or null when it keeps to the layers. */
function leak(from: string, specifier: string): string | null {
  if (specifier.includes('apps/server') || specifier.startsWith('@lms/server')) return 'imports the server';
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
  if (SHARED_AREAS.has(source) && (destination === 'app' || destination.startsWith('features/'))) {
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

describe('the web app keeps to its layers', () => {
  it('no feature imports another, and shared code imports no feature or page', () => {
    const sources = readSources(SRC);
    expect(sources.length).toBeGreaterThan(100);
    expect(boundaryLeaks(sources)).toEqual([]);
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
      ]),
    ).toEqual([
      'features/library/components/ResourceCard.tsx → ../../assignment/components/Button: feature features/library imports feature features/assignment',
      'lib/http.ts → ../features/auth/session: shared lib imports features/auth',
      'components/panel/Panel.tsx → ../../app/router: shared components imports app',
      'features/roster/api/x.ts → ../../../../server/src/app: reaches outside src',
    ]);
  });
});
