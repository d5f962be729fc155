// A class's students: the roster, admission, edits, imports and exports, login cards.
export { createLoginCardService } from './login-cards/login-cards.service.js';
export { rosterRoutes } from './roster.routes.js';
export { hashStudentPassword, verifyStudentAgainstNothing } from './student-password.js';
