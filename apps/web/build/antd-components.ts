import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ANTD_ES = join(dirname(createRequire(import.meta.url).resolve('antd/package.json')), 'es');

/** `DatePicker` → `date-picker`: the folder antd keeps a component in. */
const folderOf = (name: string) => name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

function sourceFiles(dir: string, extension: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extension.test(file))
    .map((file) => join(dir, file));
}

/** The antd components the app's own code imports by name. */
function importedBy(srcDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir, /\.tsx?$/)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'antd'/g)) {
      for (const entry of list!.split(',')) {
        const name = entry.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** Every antd folder a component's code reaches (a table draws a pagination, a checkbox, a dropdown…). */
function reachedFolders(start: Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    if (reached.has(folder) || !existsSync(join(ANTD_ES, folder))) continue;
    reached.add(folder);
    for (const file of sourceFiles(join(ANTD_ES, folder), /\.js$/)) {
      // A component draws another through that one's entry (`../select`, `../select/index`); a deeper
      // file (`../color-picker/color`, `../watermark/context`, `../calendar/locale/…`) lends a helper,
      // a context or texts, not the component's look.
      for (const [, other] of readFileSync(file, 'utf8').matchAll(/from ['"](?:\.\.\/)+([a-z-]+)(?:\/index)?['"]/g))
        pending.push(other!);
    }
  }
  return reached;
}

/**
 * The names of the antd exports whose styles the app can show: those it imports, and those
 * their code draws in turn. `exported` is the list of antd's exports.
 */
export function componentsUsedBy(srcDir: string, exported: string[]): string[] {
  const folders = reachedFolders([...importedBy(srcDir)].map(folderOf));
  // Row and Col live in antd's "grid" folder.
  const grid = folders.has('grid') ? ['Row', 'Col'] : [];
  return exported.filter((name) => /^[A-Z]/.test(name) && (folders.has(folderOf(name)) || grid.includes(name)));
}
