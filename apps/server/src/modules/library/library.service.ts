import { type CourseDetailResponse, type PageQuery, pageOffset, parseColid, type ResourceQuery } from '@lms/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { success } from '../../lib/success.js';
import {
  applyResourceQuery,
  type CatalogueService,
  toCourseOverview,
  toOpenFlag,
  toTextbook,
} from '../catalogue/index.js';
import type { CollectionService } from '../collection/index.js';
import type { CourseRevision, CourseRow } from '../course/index.js';
import type { StaffPrincipal } from '../session/index.js';
import { toCollectionChoice, toPackageChoice } from './library.presenter.js';
import * as repository from './library.repository.js';
import { collectionsForCourse } from './library.rules.js';
import { colidOf, type LibraryRef, libraryRefOf } from './library-ref.js';

type CourseDetail = Omit<CourseDetailResponse, 'status'>;

export type LibraryService = ReturnType<typeof createLibraryService>;

/** A class's library: what it holds and which of it the students may open. */
export function createLibraryService(
  ctx: AppContext,
  { catalogue, collections }: { catalogue: CatalogueService; collections: CollectionService },
) {
  async function present(
    course: Pick<CourseRow, 'id' | 'institutionId'>,
    query?: ResourceQuery,
  ): Promise<CourseDetail> {
    const library = await repository.findCourseLibrary(ctx.db, course.institutionId, course.id);
    if (!library) {
      return {
        csrInfo: { courseid: course.id, colid: '', library_kind: null, library_name: null, pkgid: null },
        record: [],
        courseOverview: toCourseOverview([]),
      };
    }
    const ref = libraryRefOf(library);
    const colid = colidOf(ref);
    const [resources, open] = await Promise.all([
      ref.kind === 'package' ? catalogue.packageSummaries(ref.id) : collections.materials(course.institutionId, ref.id),
      repository.listOpenResourceIds(ctx.db, course.institutionId, course.id),
    ]);
    const opened = new Set(open);
    const textbooks = resources.map((resource) => toTextbook(resource, colid, opened.has(resource.resourceid)));
    return {
      csrInfo: { courseid: course.id, colid, library_kind: ref.kind, library_name: library.name, pkgid: library.pkgid },
      record: query ? applyResourceQuery(textbooks, query) : textbooks,
      courseOverview: toCourseOverview(textbooks),
    };
  }

  /** A resource of the class's library as the caller addressed it; a stale library id or any other resource is not found. */
  async function libraryResource(course: CourseRow, colid: string, resourceId: number) {
    const library = await repository.findCourseLibrary(ctx.db, course.institutionId, course.id);
    const ref = library && libraryRefOf(library);
    const inside =
      ref && colidOf(ref) === colid
        ? await repository.resourceIdsInLibrary(ctx.db, course.institutionId, ref, [resourceId])
        : [];
    if (inside.length === 0) throw new AppError('common.not_found');
    return catalogue.resource(resourceId);
  }

  /** Whether the class may use the library: a package the school subscribes to, or a collection of the class's teacher. */
  async function checkUsable(course: CourseRow, library: LibraryRef): Promise<void> {
    if (library.kind === 'package') {
      await catalogue.availablePackage(course.institutionId, library.id);
      return;
    }
    const owned = await collections.findOwnedBy(collectionsForCourse(course), library.id);
    if (!owned) throw new AppError('library.not_available');
  }

  /** In the caller's transaction: the class uses `library` from now on; flags of resources that leave it go. */
  async function switchLibrary(tx: Db, course: { institutionId: number; id: number }, library: LibraryRef) {
    await repository.lockCourseLibrary(tx, course.institutionId, course.id);
    await repository.setCourseLibrary(tx, course.institutionId, course.id, library, ctx.clock());
    await repository.pruneOpenFlags(tx, course.institutionId, course.id, library);
  }

  return {
    switchLibrary,

    /** The library of each class of the institution that has one: its colid and name. */
    async libraryOfEachCourse(institutionId: number) {
      const rows = await repository.listCourseLibraries(ctx.db, institutionId);
      return rows.map((row) => ({ courseid: row.courseId, colid: colidOf(libraryRefOf(row)), name: row.name }));
    },

    /** The library a class uses now, by colid and name, read in the caller's transaction; undefined when it has none. */
    async describe(tx: Db, course: { institutionId: number; id: number }) {
      const library = await repository.findCourseLibrary(tx, course.institutionId, course.id);
      return library && { ref: libraryRefOf(library), name: library.name };
    },

    /** The library a class uses now, read in the caller's transaction; undefined when it has none. */
    async current(tx: Db, course: { institutionId: number; id: number }): Promise<LibraryRef | undefined> {
      const library = await repository.findCourseLibrary(tx, course.institutionId, course.id);
      return library && libraryRefOf(library);
    },

    /**
     * In the caller's transaction: every one of `resourceIds` must be in the class's library,
     * which stays as it is until the transaction ends; else library.resource_not_in_library.
     */
    async assertHolds(tx: Db, course: CourseRow, resourceIds: number[]): Promise<void> {
      const library = await repository.lockCourseLibrary(tx, course.institutionId, course.id);
      const inside = library
        ? await repository.resourceIdsInLibrary(tx, course.institutionId, libraryRefOf(library), resourceIds)
        : [];
      if (inside.length !== resourceIds.length) throw new AppError('library.resource_not_in_library');
    },

    /** In the caller's transaction: opens those of `resourceIds` still closed to the class's students; answers which. */
    async openClosed(tx: Db, course: CourseRow, resourceIds: number[]): Promise<number[]> {
      const opened = new Set(await repository.listOpenResourceIds(tx, course.institutionId, course.id));
      const closed = resourceIds.filter((id) => !opened.has(id));
      if (closed.length > 0)
        await repository.setOpenFlags(tx, course.institutionId, course.id, closed, true, ctx.clock());
      return closed;
    },

    /** The library filtered and sorted (search); the summary always covers all of it. */
    search(course: CourseRow, query: ResourceQuery) {
      return present(course, query);
    },

    /**
     * The whole library's body (GET /course/detail, a CourseDetailResponse), ready to send and
     * built again only after the institution's revision has changed.
     */
    async detailBody(staff: StaffPrincipal, current: CourseRevision): Promise<Buffer> {
      return ctx.answers.get(`library:${current.id}:${current.revision}`, async () => {
        // The class is the caller's: its revision was read in their scope.
        const detail = await present({ id: current.id, institutionId: staff.institutionId });
        return JSON.stringify(success(detail) satisfies CourseDetailResponse);
      });
    },

    /**
     * Opens or closes resources for the class's students, all or nothing: `colid` must still be
     * the class's library and every id one of its resources, else library.resource_not_in_library.
     */
    async setOpen(course: CourseRow, colid: string, resourceIds: number[], open: boolean) {
      const ids = [...new Set(resourceIds)];
      await ctx.db.transaction(async (tx) => {
        const library = await repository.lockCourseLibrary(tx, course.institutionId, course.id);
        const ref = library && libraryRefOf(library);
        if (!ref || colidOf(ref) !== colid) throw new AppError('library.resource_not_in_library', { resourceids: ids });
        const inside = new Set(await repository.resourceIdsInLibrary(tx, course.institutionId, ref, ids));
        const outside = ids.filter((id) => !inside.has(id));
        if (outside.length > 0) throw new AppError('library.resource_not_in_library', { resourceids: outside });
        await repository.setOpenFlags(tx, course.institutionId, course.id, ids, open, ctx.clock());
      });
      return { openflag: toOpenFlag(open), resourceids: ids };
    },

    async bookMaterial(course: CourseRow, colid: string, resourceId: number) {
      return catalogue.bookMaterial(await libraryResource(course, colid, resourceId));
    },

    async videoMaterial(course: CourseRow, colid: string, resourceId: number) {
      return catalogue.videoMaterial(await libraryResource(course, colid, resourceId));
    },

    /**
     * One page of what the class may switch to: the school's packages, then its teacher's
     * collections by name; the library it uses now is not offered.
     */
    async libraries(course: CourseRow, query: PageQuery) {
      const [packages, library] = await Promise.all([
        catalogue.packages(course.institutionId),
        repository.findCourseLibrary(ctx.db, course.institutionId, course.id),
      ]);
      const ref = library && libraryRefOf(library);
      const current = ref ? colidOf(ref) : '';
      const offered = packages.map(toPackageChoice).filter((choice) => choice.colid !== current);
      const offset = pageOffset(query);
      const fromPackages = offered.slice(offset, offset + query.size);
      const own = await collections.ownedBy(
        collectionsForCourse(course),
        Math.max(0, offset - offered.length),
        query.size - fromPackages.length,
        ref?.kind === 'collection' ? ref.id : undefined,
      );
      return {
        current,
        record: [...fromPackages, ...own.record.map(toCollectionChoice)],
        page: query.page,
        size: query.size,
        total: offered.length + own.total,
      };
    },

    /**
     * Switches the class's library. Resources in both keep their open state; flags of resources
     * that leave are dropped, so coming back to a library starts with them closed.
     */
    async setLibrary(course: CourseRow, colid: string) {
      const library = parseColid(colid);
      if (!library) throw new AppError('common.validation');
      await checkUsable(course, library);
      await ctx.db.transaction((tx) => switchLibrary(tx, course, library));
      return present(course);
    },
  };
}
