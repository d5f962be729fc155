import type { ErrorCode } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { CatalogueService } from '../../catalogue/index.js';
import type { CourseRow } from '../../course/index.js';
import type { LibraryService } from '../../library/index.js';

/** What every authoring use case is a function of, besides its input. */
export interface AuthoringDeps {
  ctx: AppContext;
  libraries: LibraryService;
  catalogue: Pick<CatalogueService, 'sentences'>;
}

/** Answers a refusal the rules gave, if any. */
export function refuse(code: ErrorCode | undefined): void {
  if (code) throw new AppError(code);
}

/** In the caller's transaction: every material must be in the class's library, else `code`. */
export async function assertInLibrary(
  { libraries }: AuthoringDeps,
  tx: Db,
  course: CourseRow,
  resourceIds: number[],
  code: ErrorCode,
) {
  if (resourceIds.length === 0) return;
  try {
    await libraries.assertHolds(tx, course, resourceIds);
  } catch (error) {
    if (error instanceof AppError && error.code === 'library.resource_not_in_library') throw new AppError(code);
    throw error;
  }
}
