// A class's library: which package or collection it uses, and which materials its students may open.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { libraryRoutes } from './library.routes.js';

export { classesUsingPackage, classLibrariesOfCollections } from './library.repository.js';
export { createLibraryService, type LibraryService } from './library.service.js';
export { courseResourceFlags } from './library.tables.js';
export type { LibraryRef } from './library-ref.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['catalogue', 'collection', 'course', 'policy', 'school', 'session'],
  routes: [libraryRoutes],
} satisfies ModuleManifest;
