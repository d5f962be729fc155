import type { CourseSummary } from '@lms/shared';

export const COURSE_SORTS = ['name', 'expiry', 'seats'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

type Compare = (a: CourseSummary, b: CourseSummary) => number;

// Made once per language: building a collator costs more than sorting a teacher's classes with it.
const made = new Map<string, Record<CourseSort, Compare>>();

function comparators(language: string): Record<CourseSort, Compare> {
  const known = made.get(language);
  if (known) return known;
  // Numeric collation puts "Class 2" before "Class 10"; names are compared as the reader's language sorts them.
  const byName = new Intl.Collator(language, { numeric: true, sensitivity: 'base' }).compare;
  const name: Compare = (a, b) => byName(a.course_name, b.course_name);
  const compare: Record<CourseSort, Compare> = {
    name,
    // ISO dates sort chronologically as text: the soonest expiry first.
    expiry: (a, b) => a.expiry_date.localeCompare(b.expiry_date) || name(a, b),
    // The class with the most free seats first: where new students can go.
    seats: (a, b) => b.available - a.available || name(a, b),
  };
  made.set(language, compare);
  return compare;
}

/** Classes whose name contains the search text, in the chosen order. */
export function arrangeCourses(
  courses: readonly CourseSummary[],
  { search, sort, language }: { search: string; sort: CourseSort; language: string },
): CourseSummary[] {
  const term = search.trim().toLocaleLowerCase();
  const matching = term ? courses.filter((course) => course.course_name.toLocaleLowerCase().includes(term)) : courses;
  return [...matching].sort(comparators(language)[sort]);
}
