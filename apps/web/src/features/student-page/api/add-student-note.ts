import { fillPath, STUDENT_PAGE_PATHS, type StudentNoteResponse } from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../../entities/course/query-keys';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { onceOnly } from '../../../lib/request-key';

/** Keeps a teacher's private note on the student; a repeat after a lost answer is kept once. */
export function addStudentNote(courseid: number, stuid: number, text: string) {
  return http.post<StudentNoteResponse>(
    fillPath(STUDENT_PAGE_PATHS.note, { courseid, stuid }),
    { text },
    { headers: onceOnly() },
  );
}

export function useAddStudentNote(courseid: number, stuid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => unwrap(await addStudentNote(courseid, stuid, text)).note,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.studentPage(courseid, stuid) }),
  });
}
