import type { ModuleManifest } from './lib/module-manifest.js';
import { manifest as account } from './modules/account/index.js';
import { manifest as announcement } from './modules/announcement/index.js';
import { manifest as assignment } from './modules/assignment/index.js';
import { manifest as audit } from './modules/audit/index.js';
import { manifest as auth } from './modules/auth/index.js';
import { manifest as catalogue } from './modules/catalogue/index.js';
import { manifest as collection } from './modules/collection/index.js';
import { manifest as content } from './modules/content/index.js';
import { manifest as course } from './modules/course/index.js';
import { manifest as dashboard } from './modules/dashboard/index.js';
import { manifest as directory } from './modules/directory/index.js';
import { manifest as echo } from './modules/echo/index.js';
import { manifest as health } from './modules/health/index.js';
import { manifest as institution } from './modules/institution/index.js';
import { manifest as internal } from './modules/internal/index.js';
import { manifest as learner } from './modules/learner/index.js';
import { manifest as learning } from './modules/learning/index.js';
import { manifest as level } from './modules/level/index.js';
import { manifest as library } from './modules/library/index.js';
import { manifest as parent } from './modules/parent/index.js';
import { manifest as policy } from './modules/policy/index.js';
import { manifest as report } from './modules/report/index.js';
import { manifest as roster } from './modules/roster/index.js';
import { manifest as school } from './modules/school/index.js';
import { manifest as session } from './modules/session/index.js';
import { manifest as studentPage } from './modules/student-page/index.js';

/** Every module of the server by name, as its face declares it. */
export const MODULES = {
  account,
  announcement,
  assignment,
  audit,
  auth,
  catalogue,
  collection,
  content,
  course,
  dashboard,
  directory,
  echo,
  health,
  institution,
  internal,
  learner,
  learning,
  level,
  library,
  parent,
  policy,
  report,
  roster,
  school,
  session,
  'student-page': studentPage,
};

export type ModuleName = keyof typeof MODULES;

/**
 * The modules in the order of what they use: each after every module it uses (a module's own
 * order among equals is its name's), so what is built or mounted from the list finds what it
 * builds on before it. The boundary test holds `uses` to the imports, which have no loops.
 */
export function inUseOrder(modules: Record<string, ModuleManifest> = MODULES): string[] {
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const used of [...modules[name]!.uses].sort()) visit(used);
    ordered.push(name);
  };
  for (const name of Object.keys(modules).sort()) visit(name);
  return ordered;
}
