// Level tests and level checks: the placement and check content, the level rule, the students'
// answers in the learner app and the teachers' results and adjustments.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { levelRoutes } from './level.routes.js';

// The content and the rule, for the demo's level history.
export { checkFormId, levelForm, PLACEMENT_FORM } from './content/forms.js';
export { levelOutcome } from './level.rules.js';
export { createLevelService, type LevelService } from './level.service.js';

export { levelChanges } from './level.tables.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['audit', 'course', 'echo', 'school', 'session'],
  routes: [levelRoutes],
} satisfies ModuleManifest;
