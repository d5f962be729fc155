// What the account module runs on worker threads: reading an uploaded list of teachers.

export { readTeacherSheet } from './teacher-sheet.js';
