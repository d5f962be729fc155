// `npm run layout`: the server's structure and the figures of the house's rules, read from the
// source as it stands. The modules and who uses whom come from their imports (the boundary
// tests hold the manifests and docs/ARCHITECTURE.md to the same); the figures count what the
// rules in docs/ARCHITECTURE.md aim to bring to nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as graph from '../apps/server/src/test/server-graph.js';

const webSource = path.join(graph.repository, 'apps/web/src');

/** Production files of a source folder, relative to it, with their text. */
function production(folder: string) {
  return graph
    .sourceFiles(folder)
    .map((file) => path.relative(folder, file))
    .filter((file) => !graph.isTestCode(file) && !file.endsWith('.test.tsx'))
    .map((file) => ({ file, text: readFileSync(path.join(folder, file), 'utf8') }));
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const total = (files: { text: string }[], pattern: RegExp) => files.reduce((sum, f) => sum + count(f.text, pattern), 0);

const server = production(graph.serverSource);
const web = production(webSource);
const imports = server.flatMap(({ file }) => graph.importsOf(path.join(graph.serverSource, file)));
const inModules = server.filter(({ file }) => graph.moduleOf(file));

const TABLE = /\bpgTable\(/g;
const CLASS_GUARD = /(?<!function )\b(visibleCourse|writableCourse)\(/g;
const WIRE_NAME = /\b(courseid|stuid|colid|pkgid)\b/g;

const schemaImporters = new Set(
  imports.filter((i) => graph.moduleOf(i.from) && i.target?.startsWith('db/schema/')).map((i) => i.from),
);
// Tables by name, and the module files naming another module's table (through its face).
const tableNames = new Set(
  inModules
    .filter(({ file }) => file.endsWith('.tables.ts'))
    .flatMap(({ text }) => [...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1])),
);
const FACE_IMPORT = /import (?:type )?\{([^}]*)\} from '(?:\.\.\/)+([\w-]+)\/index\.js'/g;
const foreignTableUsers = inModules.filter(
  ({ file, text }) =>
    !file.endsWith('.tables.ts') &&
    [...text.matchAll(FACE_IMPORT)].some(
      (m) =>
        m[2] !== graph.moduleOf(file) &&
        m[1]!.split(',').some((name) => tableNames.has(name.replace('type ', '').trim())),
    ),
);
const services = inModules.filter(({ file }) => file.endsWith('.service.ts'));
const longest = [...services]
  .map(({ file, text }) => ({ file, lines: text.split('\n').length }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 3);
// The edge: the server's routes files, and the web's fetchers (the files that call the API client).
const serverPastEdge = inModules.filter(({ file }) => !file.endsWith('.routes.ts'));
const webPastEdge = web.filter(({ text }) => !/from '[./]*lib\/http'/.test(text));

const figures: [string, string | number][] = [
  ['tables defined in modules', total(inModules, TABLE)],
  ['tables defined outside their module', total(server, TABLE) - total(inModules, TABLE)],
  ['module files importing the global schema', schemaImporters.size],
  ["module files naming another module's tables (through its face)", foreignTableUsers.length],
  [
    'production files outside the audit module naming the audit log',
    graph.strangersOf({ object: 'auditLog', sql: 'audit_log', owner: 'modules/audit' }).length,
  ],
  ['class-guard calls inside services', total(services, CLASS_GUARD)],
  ['modules', readdirSync(path.join(graph.serverSource, 'modules')).length],
  ['loops between modules', graph.moduleCycles(imports).length],
  ['longest services (lines)', longest.map((s) => `${path.basename(s.file)} ${s.lines}`).join(', ')],
  ['wire names (courseid, stuid, colid, pkgid) in the server past its routes', total(serverPastEdge, WIRE_NAME)],
  ['wire names in the web past its fetchers', total(webPastEdge, WIRE_NAME)],
];

const imported = graph.moduleUses(imports);
const uses = new Map(
  readdirSync(path.join(graph.serverSource, 'modules')).map((name) => [name, [...(imported.get(name) ?? [])]]),
);

console.log('# The house\n');
console.log('| figure | now |\n| --- | --- |');
for (const [name, value] of figures) console.log(`| ${name} | ${value} |`);
console.log('\n## Who uses whom (server modules, from their imports)\n');
console.log(graph.whoUsesWhom(uses));
