// A class's library: which package or collection it uses, and which materials its students may open.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export { classesUsingPackage, classLibrariesOfCollections } from './library.repository.js';
export { libraryRoutes } from './library.routes.js';
export { createLibraryService, type LibraryService } from './library.service.js';
export { courseResourceFlags } from './library.tables.js';
export type { LibraryRef } from './library-ref.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['catalogue', 'collection', 'course', 'school', 'session'] };
