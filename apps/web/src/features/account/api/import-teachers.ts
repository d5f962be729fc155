import {
  type FileFormat,
  TEACHER_IMPORT_PATHS,
  type TeacherImportPreview,
  type TeacherImportResult,
} from '@lms/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { unwrap } from '../../../lib/request-failure';
import { saveFile } from '../../../lib/save-file';
import { STAFF_QUERY_ROOT } from './staff-change';

const asForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** The teacher import template: the header row name, email, language. */
export function downloadTeacherTemplate(format: FileFormat) {
  return http.download(`${TEACHER_IMPORT_PATHS.template}?${new URLSearchParams({ format })}`);
}

export function useDownloadTeacherTemplate() {
  return useMutation({
    mutationFn: async (format: FileFormat) =>
      saveFile(unwrap(await downloadTeacherTemplate(format)), `teachers.${format}`),
  });
}

// A blank language cell is the language the administrator uses the app in, which only the page knows.
const withLanguage = (path: string) => `${path}?${new URLSearchParams({ language: currentLanguage() })}`;

/** Every row of the file and its problems; the server writes nothing. */
export function previewTeachers(file: File) {
  return http.upload<TeacherImportPreview>(withLanguage(TEACHER_IMPORT_PATHS.preview), asForm(file));
}

export function usePreviewTeachers() {
  return useMutation({ mutationFn: async (file: File) => unwrap(await previewTeachers(file)) });
}

/** Invites every teacher of the file, or none; the staff list is read again after. */
export function importTeachers(file: File) {
  return http.upload<TeacherImportResult>(withLanguage(TEACHER_IMPORT_PATHS.commit), asForm(file));
}

export function useImportTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => unwrap(await importTeachers(file)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_QUERY_ROOT }),
  });
}
