// The learning record: what students read, heard and watched as the learner apps report it, and
// its daily rollup. This module holds their tables; the learner module writes them, and the
// assignments, dashboards, parents' view and a class's revision read them through this face.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { learningDays, learningEvents } from './learning.tables.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = { uses: ['catalogue', 'school'] } satisfies ModuleManifest;
