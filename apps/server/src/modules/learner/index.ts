// Students signed in: their sign-in, library, reading and learning events.
export { learnerRoutes } from './learner.routes.js';
export { hashPictures } from './picture-password.js';
