import type { CollectionSummary } from '@lms/shared';
import { calendarDate } from '../../lib/clock.js';
import type { CollectionRow } from './collection.repository.js';

export function toCollectionSummary(row: CollectionRow): CollectionSummary {
  return {
    cid: row.id,
    name: row.name,
    description: row.description,
    pkgid: row.packageId,
    package_name: row.packageName,
    applicable_course: row.applicableCourse,
    count: row.count,
    in_use: row.inUse,
    created: calendarDate(row.createdAt),
    updated: calendarDate(row.updatedAt),
    author: row.author,
  };
}
