// What the roster runs on worker threads: reading uploads and drawing login cards.

export { readStudentSheet, type UploadedFile } from './import/import-file.js';
export type { PrintableCards } from './login-cards/login-card.js';
export { renderLoginCards } from './login-cards/login-cards.pdf.js';
