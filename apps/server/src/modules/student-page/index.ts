// A student's page in a class: what they read and did, their level and rewards, and the teachers' private notes.

export { studentPageRoutes } from './student-page.routes.js';
export { createStudentPageService, type StudentPageService } from './student-page.service.js';
