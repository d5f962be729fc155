// My Library: a teacher's own collections of a package's resources.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { collectionRoutes } from './collection.routes.js';

export type { ClassLibraries } from './collection.repository.js';
export { type CollectionService, createCollectionService } from './collection.service.js';

export { collectionItems, collections } from './collection.tables.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['catalogue', 'policy', 'school', 'session'],
  routes: [collectionRoutes],
} satisfies ModuleManifest;
