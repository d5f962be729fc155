// The administrators' teacher import.

export const TEACHER_IMPORT_PATHS = {
  template: '/account/import/template',
  preview: '/account/import/preview',
  commit: '/account/import',
} as const;
