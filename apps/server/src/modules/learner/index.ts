// Students signed in: their sign-in, library, reading and learning events.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { latestEventOf } from './learner.repository.js';
export { learnerRoutes } from './learner.routes.js';
export { createLearnerAuthService, type LearnerAuthService } from './learner-auth.service.js';
export { createLearningService, type LearningService } from './learning.service.js';
export { hashPictures } from './picture-password.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = {
  uses: ['account', 'assignment', 'catalogue', 'directory', 'learning', 'library', 'roster', 'school', 'session'],
};
