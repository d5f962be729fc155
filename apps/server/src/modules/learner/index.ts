// Students signed in: their sign-in, library, reading and learning events.
export { learnerRoutes } from './learner.routes.js';
export { createLearnerAuthService, type LearnerAuthService } from './learner-auth.service.js';
export { createLearningService, type LearningService } from './learning.service.js';
export { hashPictures } from './picture-password.js';
