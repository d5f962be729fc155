// A class's library: which package or collection it uses, and which materials its students may open.

export { libraryRoutes } from './library.routes.js';
export { createLibraryService, type LibraryService } from './library.service.js';
export type { LibraryRef } from './library-ref.js';
