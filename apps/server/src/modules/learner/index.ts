// Students signed in: their sign-in, library, reading and learning events.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { learnerRoutes } from './learner.routes.js';

export { latestEventOf } from './learner.repository.js';
export { createLearnerAuthService, type LearnerAuthService } from './learner-auth.service.js';
export { createLearningService, type LearningService } from './learning.service.js';
export { hashPictures } from './picture-password.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['account', 'assignment', 'catalogue', 'directory', 'learning', 'library', 'roster', 'school', 'session'],
  routes: [learnerRoutes],
} satisfies ModuleManifest;
