// My Library: a teacher's own collections of a package's resources.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export type { ClassLibraries } from './collection.repository.js';
export { collectionRoutes } from './collection.routes.js';
export type { CollectionScope } from './collection.rules.js';
export { type CollectionService, createCollectionService } from './collection.service.js';

export { collectionItems, collections } from './collection.tables.js';

/** The modules this one uses (docs/ARCHITECTURE.md, "Who uses whom"). */
export const manifest: ModuleManifest = { uses: ['catalogue', 'policy', 'school', 'session'] };
