import { fillPath, type ImportResponse, ROSTER_PATHS } from '@lms/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/request-failure';
import { useRefreshRoster } from './refresh-roster';

export interface ImportRequest {
  file: File;
  /** Check every row and say what would happen, importing nothing. */
  dryRun: boolean;
}

export function importStudents(courseid: number, { file, dryRun }: ImportRequest) {
  const form = new FormData();
  form.append('file', file);
  const path = fillPath(ROSTER_PATHS.importFromFile, { courseid });
  return http.upload<ImportResponse>(dryRun ? `${path}?dryRun=true` : path, form);
}

export function useImportStudents(courseid: number) {
  const refresh = useRefreshRoster();
  return useMutation({
    mutationFn: async (request: ImportRequest) => unwrap(await importStudents(courseid, request)),
    onSuccess: (result) => (result.dry_run ? undefined : refresh()),
  });
}
