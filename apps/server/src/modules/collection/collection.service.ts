import {
  type CollectionListQuery,
  type collectionBody,
  collectionProblem,
  pageOffset,
  type ResourceQuery,
} from '@lms/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogueService } from '../catalogue/index.js';
import { type CollectionScope, ownCollections, readableCollections, refusal } from '../policy/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { toCollectionSummary } from './collection.presenter.js';
import * as repository from './collection.repository.js';

type CollectionInput = z.output<typeof collectionBody>;

export type CollectionService = ReturnType<typeof createCollectionService>;

export function createCollectionService(
  ctx: AppContext,
  { catalogue, libraries }: { catalogue: CatalogueService; libraries: repository.ClassLibraries },
) {
  /** The caller's own collections; administrators keep none. */
  function owner(staff: StaffPrincipal): CollectionScope {
    const refused = refusal(staff, 'keep_collections');
    if (refused) throw new AppError(refused);
    return ownCollections(staff);
  }

  /** One of the scope's collections; another teacher's or another school's is not found. */
  async function ownCollection(scope: CollectionScope, collectionId: number) {
    const row = await repository.findCollection(ctx.db, libraries, scope, collectionId);
    if (!row) throw new AppError('common.not_found');
    return row;
  }

  /**
   * The rules of a collection, in the order a teacher fixes them: a name, at least one
   * material, a package the school subscribes to, and every material from that package.
   */
  async function checked(scope: CollectionScope, input: CollectionInput) {
    const problem = collectionProblem(input);
    if (problem) throw new AppError(problem);
    await catalogue.availablePackage(scope.institutionId, input.pkgid);
    const outside = await catalogue.outsidePackage(input.pkgid, input.resourceids);
    if (outside.length > 0) throw new AppError('collection.package_mismatch', { resourceids: outside });
    return {
      values: {
        name: input.name.trim(),
        description: input.description,
        packageId: input.pkgid,
        applicableCourse: input.applicable_course,
      },
      resourceIds: input.resourceids,
    };
  }

  async function present(scope: CollectionScope, collectionId: number) {
    const [row, items] = await Promise.all([
      ownCollection(scope, collectionId),
      repository.listItems(ctx.db, scope.institutionId, collectionId),
    ]);
    return {
      collection: toCollectionSummary(row),
      record: items.map((item) => ({ ...catalogue.present(item), sequence: item.sequence })),
    };
  }

  /** `limit` of the scope's collections that match `filter` after skipping `offset`, and how many match in all. */
  async function pageOf(scope: CollectionScope, filter: repository.CollectionFilter, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      limit > 0 ? repository.pageCollections(ctx.db, libraries, scope, filter, offset, limit) : [],
      repository.countCollections(ctx.db, scope, filter),
    ]);
    return { record: rows.map(toCollectionSummary), total };
  }

  async function create(staff: StaffPrincipal, input: CollectionInput): Promise<number> {
    const scope = owner(staff);
    const { values, resourceIds } = await checked(scope, input);
    return ctx.db.transaction(async (tx) => {
      const id = await repository.insertCollection(tx, scope, values, ctx.clock());
      await repository.replaceItems(tx, scope.institutionId, id, resourceIds);
      return id;
    });
  }

  return {
    /** One page of the teacher's collections, searched and sorted as asked. */
    async list(staff: StaffPrincipal, query: CollectionListQuery) {
      const { page, size, search, sort } = query;
      return { ...(await pageOf(owner(staff), { search, sort }, pageOffset(query), size)), page, size };
    },

    packages(staff: StaffPrincipal) {
      return catalogue.packages(owner(staff).institutionId);
    },

    packageResources(staff: StaffPrincipal, packageId: number, query: ResourceQuery) {
      return catalogue.packageResources(owner(staff).institutionId, packageId, query);
    },

    detail(staff: StaffPrincipal, collectionId: number) {
      owner(staff);
      return present(readableCollections(staff), collectionId);
    },

    create,

    /** Saves name, package and materials; classes using the collection keep flags only for what stays. */
    async edit(staff: StaffPrincipal, collectionId: number, input: CollectionInput): Promise<number> {
      const scope = owner(staff);
      await ownCollection(scope, collectionId);
      const { values, resourceIds } = await checked(scope, input);
      await ctx.db.transaction(async (tx) => {
        await repository.updateCollection(tx, scope, collectionId, values, ctx.clock());
        await repository.replaceItems(tx, scope.institutionId, collectionId, resourceIds);
        await libraries.keepFlags(tx, scope.institutionId, collectionId);
      });
      return collectionId;
    },

    /**
     * Deletes a collection. Classes using it as their library are not left without one: they
     * switch to the collection's package, which holds every resource they had open.
     */
    async remove(staff: StaffPrincipal, collectionId: number): Promise<number> {
      const scope = owner(staff);
      const row = await ownCollection(scope, collectionId);
      return ctx.db.transaction(async (tx) => {
        const detached = await libraries.switchToPackage(
          tx,
          scope.institutionId,
          collectionId,
          row.packageId,
          ctx.clock(),
        );
        await repository.deleteCollection(tx, scope, collectionId);
        return detached;
      });
    },

    /** A copy with the same package, materials and order; named `name` when given, else as the original. */
    async duplicate(staff: StaffPrincipal, collectionId: number, name: string | undefined): Promise<number> {
      const scope = owner(staff);
      const { collection, record } = await present(scope, collectionId);
      return create(staff, {
        name: name ?? collection.name,
        description: collection.description,
        pkgid: collection.pkgid,
        applicable_course: collection.applicable_course,
        resourceids: record.map((item) => item.resourceid),
      });
    },

    async bookMaterial(staff: StaffPrincipal, resourceId: number) {
      return catalogue.bookMaterial(await catalogue.subscribedResource(owner(staff).institutionId, resourceId));
    },

    async videoMaterial(staff: StaffPrincipal, resourceId: number) {
      return catalogue.videoMaterial(await catalogue.subscribedResource(owner(staff).institutionId, resourceId));
    },

    /** A run of the collections a teacher could give one of their classes, by name, and how many there are. */
    ownedBy(scope: CollectionScope, offset: number, limit: number, exceptId?: number) {
      return pageOf(scope, { search: '', sort: 'name', exceptId }, offset, limit);
    },

    /** A collection's resources in sequence, as a class using it as its library shows them. */
    async materials(institutionId: number, collectionId: number) {
      return (await repository.listItems(ctx.db, institutionId, collectionId)).map(catalogue.present);
    },

    /** One collection of the scope, or undefined. */
    findOwnedBy(scope: CollectionScope, collectionId: number) {
      return repository.findCollection(ctx.db, libraries, scope, collectionId);
    },
  };
}
