import type { RosterStudent } from '@lms/shared';

/** Students whose name, account, number, parent phone, parent account or remarks contain the search. */
export function searchRoster(students: RosterStudent[], search: string): RosterStudent[] {
  const term = search.trim().toLocaleLowerCase();
  if (term === '') return students;
  return students.filter((student) =>
    [
      student.username,
      student.account,
      student.pin,
      student.parent_phone,
      student.parent_account,
      student.remarks,
    ].some((value) => value?.toLocaleLowerCase().includes(term)),
  );
}
