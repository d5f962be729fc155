// My Library: a teacher's own collections of a package's resources.
export { collectionRoutes } from './collection.routes.js';
export type { CollectionScope } from './collection.rules.js';
export { type CollectionService, createCollectionService } from './collection.service.js';
