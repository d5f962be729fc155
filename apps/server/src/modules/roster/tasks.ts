// What the roster runs on worker threads: reading uploads, writing spreadsheets and login cards.
export { cardFonts } from './card-fonts.js';
export { readStudentSheet, type UploadedFile } from './import-file.js';
export { renderLoginCards } from './login-cards.pdf.js';
export type { PrintableCards } from './login-cards.service.js';
export { writeSpreadsheet } from './spreadsheet.js';
