// The content catalogue: packages, their books and videos, and how a resource is shown.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { catalogueRoutes } from './catalogue.routes.js';

export { loadCatalogue } from './catalogue.loader.js';
export { type CatalogueService, createCatalogueService } from './catalogue.service.js';
export { catalogueRevision, contentPackages, resourceSentences, resources } from './catalogue.tables.js';
export type { CataloguePackage, CatalogueResource } from './catalogue.types.js';
export { toCourseOverview, toOpenFlag, toTextbook } from './resource.presenter.js';
export { resourceColumns } from './resource-columns.js';
export { applyResourceQuery } from './resource-query.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['content', 'school'],
  routes: [catalogueRoutes],
} satisfies ModuleManifest;
