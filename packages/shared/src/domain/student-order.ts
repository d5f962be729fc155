/** What a list of students is ordered by. */
export interface NamedStudent {
  stuid: number;
  username: string;
}

/**
 * The one order of student names in the app: the collation of the reader's language (accents
 * and case after the letters, "Student 2" before "Student 10"), then the student id, so two
 * students with the same name keep the same places on every page and in every file.
 */
export function studentNameOrder(language: string): (a: NamedStudent, b: NamedStudent) => number {
  const collator = new Intl.Collator(language, { numeric: true });
  return (a, b) => collator.compare(a.username, b.username) || a.stuid - b.stuid;
}

/** A copy of the students in the app's order of names for the language. */
export function sortByStudentName<T extends NamedStudent>(students: readonly T[], language: string): T[] {
  return [...students].sort(studentNameOrder(language));
}
